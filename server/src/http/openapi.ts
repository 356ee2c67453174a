import { alumniComponents, alumniPaths } from './openapiAlumni.js';
import { alumniMessagesComponents, alumniMessagesPaths } from './openapiAlumniMessages.js';
import { applicationsComponents, applicationsPaths } from './openapiApplications.js';
import { assignmentsComponents, assignmentsPaths } from './openapiAssignments.js';
import { deliveryComponents, deliveryPaths } from './openapiDelivery.js';
import { mentoringComponents, mentoringPaths } from './openapiMentoring.js';
import { contentComponents, contentPaths } from './openapiContent.js';
import { contentMorePaths } from './openapiContentMore.js';
import { joinPaths, operationPaths } from './operationsDocument.js';
import { OPERATIONS } from '@sla/data/contract';
import { mediaComponents, mediaPaths } from './openapiMedia.js';
import { publicSiteComponents, publicSitePaths } from './openapiPublicSite.js';
import { reviewComponents, reviewPaths } from './openapiReview.js';
import { siteSettingsComponents, siteSettingsPaths } from './openapiSiteSettings.js';
import { translationsComponents, translationsPaths } from './openapiTranslations.js';

/** The OpenAPI 3.1 description served at /api/openapi.json, built from the same schemas the service validates with. */
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
        ...publicSiteComponents,
        ...applicationsComponents,
        ...reviewComponents,
        ...mediaComponents,
        ...contentComponents,
        ...translationsComponents,
        ...deliveryComponents,
        ...assignmentsComponents,
        ...mentoringComponents,
        ...alumniComponents,
        ...alumniMessagesComponents,
        ...siteSettingsComponents,
      },
    },
    security: [{ firebase: [] }],
    paths: joinPaths(writtenPaths(), operationPaths(OPERATIONS)),
  };
}

/** The paths not yet declared as operations (@sla/data/contract), described by hand. */
function writtenPaths() {
  return {
    ...publicSitePaths(),
    ...applicationsPaths(),
    ...reviewPaths(),
    ...mediaPaths(),
    ...contentPaths(),
    ...contentMorePaths(),
    ...translationsPaths(),
    ...deliveryPaths(),
    ...assignmentsPaths(),
    ...mentoringPaths(),
    ...alumniPaths(),
    ...alumniMessagesPaths(),
    ...siteSettingsPaths(),
    '/health': {
      get: {
        summary: 'Liveness and database reachability',
        security: [],
        responses: { 200: { description: 'Up' }, 503: { description: 'Database unreachable' } },
      },
    },
  } as Record<string, Record<string, object>>;
}
