import {
  assignRoleInput,
  auditLogFilters,
  createProfileInput,
  listAuditLogsQuery,
  listUsersQuery,
  permissionCheckInput,
  updateProfileInput,
} from '@sla/data/schemas';
import { dashboardComponents, dashboardPaths } from './openapiDashboard.js';
import { accountComponents, accountPaths, deleteMyAccountOperation } from './openapiAccount.js';
import { applicationsComponents, applicationsPaths } from './openapiApplications.js';
import { answers, body, page, queryParams } from './openapiHelpers.js';
import { joinPaths, operationPaths } from './operationsDocument.js';
import { OPERATIONS } from '@sla/data/contract';
import { publicSiteComponents, publicSitePaths } from './openapiPublicSite.js';
import { siteSettingsComponents, siteSettingsPaths } from './openapiSiteSettings.js';
import { peopleComponents, peoplePaths } from './openapiPeople.js';

const uid = { name: 'uid', in: 'path', required: true, schema: { type: 'string' } };
const profile = {
  description: 'A user profile',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/UserProfile' } } },
};

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
        UserProfile: {
          type: 'object',
          properties: {
            uid: { type: 'string' },
            email: { type: ['string', 'null'] },
            displayName: { type: ['string', 'null'] },
            role: { type: ['string', 'null'] },
            requestedRole: { type: ['string', 'null'] },
            createdAt: { type: 'string', format: 'date-time' },
            updatedAt: { type: 'string', format: 'date-time' },
          },
        },
        AuditEntry: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            type: { enum: ['role_change', 'permission_check', 'account_deleted', 'account_event', 'settings_change'] },
          },
          additionalProperties: true,
        },
        ...publicSiteComponents,
        ...applicationsComponents,
        ...accountComponents,
        ...peopleComponents,
        ...dashboardComponents,
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
    '/users/me': {
      get: { summary: 'Your own profile', responses: answers({ 200: profile }, 401, 404) },
      post: {
        summary: 'Create your profile (always applicant); returns the existing one if any',
        requestBody: body(createProfileInput),
        responses: answers({ 201: profile, 200: profile }, 400, 401),
      },
      patch: {
        summary: 'Change your display name (manage_profile)',
        requestBody: body(updateProfileInput),
        responses: answers({ 200: profile }, 400, 401, 403, 404),
      },
      delete: deleteMyAccountOperation,
    },
    '/users/me/live': {
      get: {
        summary:
          'Your own role changes as they happen, as server-sent events: `event: role` with `data: {"role":"student"}` once the new role is your Firebase custom claim (so a token refresh carries it), a keep-alive comment every 25 s; never ends by itself (anyone signed in, profile or not)',
        responses: answers(
          { 200: { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
          401,
        ),
      },
    },
    '/users': {
      get: {
        summary: 'Users, newest first (view_all_users)',
        parameters: queryParams(listUsersQuery),
        responses: answers({ 200: page('UserProfile') }, 400, 401, 403),
      },
    },
    '/users/{uid}': {
      get: {
        summary: 'One profile: your own, or anyone with view_all_users',
        parameters: [uid],
        responses: answers({ 200: profile }, 401, 404),
      },
      patch: {
        summary: 'Change a display name: your own, or anyone with manage_users',
        parameters: [uid],
        requestBody: body(updateProfileInput),
        responses: answers({ 200: profile }, 400, 401, 403, 404),
      },
    },
    '/users/{uid}/role': {
      post: {
        summary: 'Assign a role (checks and messages: docs/requirements.md#role-assignment); writes a role_change audit entry',
        parameters: [uid],
        requestBody: body(assignRoleInput),
        responses: answers({ 200: profile }, 400, 401, 403, 404, 409),
      },
    },
    '/audit-logs': {
      get: {
        summary:
          'Audit entries, newest first, 50 by default, by kind, person (uid, name or e-mail) and UTC days, each with the names of its person and actor (view_all_users)',
        parameters: queryParams(listAuditLogsQuery),
        responses: answers({ 200: page('AuditEntry') }, 400, 401, 403),
      },
    },
    '/audit-logs.csv': {
      get: {
        summary: 'The audit entries the same filters select, as CSV, streamed (view_all_users)',
        parameters: queryParams(auditLogFilters),
        responses: answers(
          { 200: { description: 'A CSV file, streamed', content: { 'text/csv': { schema: { type: 'string' } } } } },
          400,
          401,
          403,
        ),
      },
    },
    '/audit-logs/permission-checks': {
      post: {
        summary: 'Record that the route guard refused you a screen',
        requestBody: body(permissionCheckInput),
        responses: answers({ 204: { description: 'Recorded' } }, 400, 401),
      },
    },
    ...publicSitePaths(),
    ...applicationsPaths(),
    ...accountPaths(),
    ...dashboardPaths(),
    ...siteSettingsPaths(),
    ...peoplePaths(),
    '/health': {
      get: {
        summary: 'Liveness and database reachability',
        security: [],
        responses: { 200: { description: 'Up' }, 503: { description: 'Database unreachable' } },
      },
    },
  } as Record<string, Record<string, object>>;
}
