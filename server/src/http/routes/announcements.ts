import type { FastifyInstance } from 'fastify';
import * as learning from '@sla/contract/operations/learning';
import { deleteAnnouncement } from '../../learning/announcements/deleteAnnouncement.js';
import { listCohortAnnouncements } from '../../learning/announcements/listCohortAnnouncements.js';
import { markAnnouncementRead } from '../../learning/announcements/markAnnouncementRead.js';
import { createAnnouncement, updateAnnouncement } from '../../learning/announcements/saveAnnouncement.js';
import { studentAnnouncements } from '../../learning/announcements/studentAnnouncements.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';
import { operationRoutes } from '../operationRoute.js';

/** Staff's announcements to a cohort, and its students' feed of them with what each has read. */
export function announcementsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  // 20,000 characters of Markdown can outgrow the 64 kB default once encoded.
  const markdown = { bodyLimit: MARKDOWN_BODY_LIMIT };
  route(learning.listCohortAnnouncements, (request) =>
    listCohortAnnouncements(ctx, request.caller, request.params.id, request.query),
  );
  route(
    learning.createAnnouncement,
    (request) => createAnnouncement(ctx, request.caller, request.params.id, request.body),
    markdown,
  );
  route(
    learning.updateAnnouncement,
    (request) => updateAnnouncement(ctx, request.caller, request.params.id, request.body),
    markdown,
  );
  route(learning.deleteAnnouncement, (request) => deleteAnnouncement(ctx, request.caller, request.params.id));
  route(learning.listStudentAnnouncements, (request) => studentAnnouncements(ctx, request.caller, request.query));
  route(learning.markAnnouncementRead, (request) => markAnnouncementRead(ctx, request.caller, request.params.id));
}
