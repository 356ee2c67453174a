import { OPERATIONS } from '@sla/contract/operations';
import { operationPaths } from './operationsDocument.js';

/**
 * The OpenAPI 3.1 description served at /api/openapi.json: every operation's entry is generated from its declaration
 * (@sla/contract/operations, decision 0030); only the service's own health check is described here.
 */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'Scientist-Leaders Africa data service', version: '1.0.0' },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    security: [{ firebase: [] }],
    paths: {
      ...operationPaths(OPERATIONS),
      '/health': {
        get: {
          summary: 'Liveness and database reachability',
          security: [],
          responses: { 200: { description: 'Up' }, 503: { description: 'Database unreachable' } },
        },
      },
      '/ready': {
        get: {
          summary: 'Readiness for a load balancer: 503 while the instance stops (draining) or cannot reach the database',
          security: [],
          responses: { 200: { description: 'Taking requests' }, 503: { description: 'Draining or database unreachable' } },
        },
      },
    },
  };
}
