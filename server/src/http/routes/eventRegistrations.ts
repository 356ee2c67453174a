import type { FastifyInstance } from 'fastify';
import * as content from '@sla/contract/operations/content';
import { cancelMyRegistration, cancelRegistrationByLink } from '../../content/eventRegistrations/cancelRegistration.js';
import { checkInRegistrant } from '../../content/eventRegistrations/checkInRegistrant.js';
import { listRegistrationEvents } from '../../content/eventRegistrations/listRegistrationEvents.js';
import { exportRegistrantsCsv, listRegistrants } from '../../content/eventRegistrations/listRegistrants.js';
import { eventCalendar, getEventRegistration } from '../../content/eventRegistrations/publicRegistration.js';
import { registerForEvent } from '../../content/eventRegistrations/registerForEvent.js';
import { getRegistrationSettings, saveRegistrationSettings } from '../../content/eventRegistrations/registrationSettings.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { sendCsv } from '../sendCsv.js';

/**
 * Registration for events (decision 0046): the editors' settings; the door's events, registrants, CSV and check-in; and the public
 * page's registering, cancelling and calendar file. In the signed-in scope, where a visitor without a token is a
 * caller of null, so one route serves both a visitor and a signed-in alumnus.
 */
export function eventRegistrationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(content.listRegistrationEvents, (request) => listRegistrationEvents(ctx, request.caller));
  route(content.getRegistrationSettings, (request) => getRegistrationSettings(ctx, request.caller, request.params.id));
  route(content.saveRegistrationSettings, (request) =>
    saveRegistrationSettings(ctx, request.caller, request.params.id, request.body),
  );
  route(content.listRegistrants, (request) => listRegistrants(ctx, request.caller, request.params.id, request.query));
  route(content.exportRegistrantsCsv, async (request, reply) =>
    sendCsv(reply, 'registrants.csv', await exportRegistrantsCsv(ctx, request.caller, request.params.id, request.query)),
  );
  route(content.checkInRegistrant, (request) =>
    checkInRegistrant(ctx, request.caller, request.params.id, request.params.registrantId, request.body),
  );
  route(content.getEventRegistration, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getEventRegistration(ctx, request.caller, request.params.slug, request.locale);
  });
  route(content.registerForEvent, (request) =>
    registerForEvent(ctx, request.caller, request.params.slug, request.body, { ip: request.ip, locale: request.locale }),
  );
  route(content.cancelMyRegistration, (request) => cancelMyRegistration(ctx, request.caller, request.params.slug));
  route(content.cancelRegistrationByLink, (request) => cancelRegistrationByLink(ctx, request.body, { ip: request.ip }));
  route(content.downloadEventCalendar, async (request, reply) => {
    const { fileName, text } = await eventCalendar(ctx, request.params.slug);
    return reply
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .type('text/calendar; charset=utf-8')
      .send(text);
  });
}
