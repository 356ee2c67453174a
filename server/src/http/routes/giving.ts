import type { FastifyInstance } from 'fastify';
import * as site from '@sla/contract/operations/site';
import { getDonorGiving, getMyGiving, openGivingLink } from '../../giving/givingHistoryViews.js';
import {
  changeLinkMonthlyGift,
  changeMyMonthlyGift,
  stopLinkMonthlyGift,
  stopMyMonthlyGift,
} from '../../giving/monthlyGiftDoors.js';
import { downloadDonorReceipt, downloadLinkReceipt, downloadMyReceipt } from '../../giving/receipts.js';
import { requestGivingLink } from '../../giving/requestGivingLink.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { sendFile } from '../sendFile.js';

/** The donor's side by link (decision 0051): no account, the link's token is the proof; never cached. */
export function givingLinkRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(site.requestGivingLink, (request) => requestGivingLink(ctx, request.body, { ip: request.ip, locale: request.locale }));
  route(site.openGivingLink, (request) => openGivingLink(ctx, request.params.token, { ip: request.ip }));
  route(site.downloadLinkReceipt, async (request, reply) =>
    sendFile(
      reply,
      await downloadLinkReceipt(ctx, request.params.token, request.query, { ip: request.ip, locale: request.locale }),
    ),
  );
  route(site.changeLinkMonthlyGift, (request) =>
    changeLinkMonthlyGift(ctx, request.params.token, request.params.id, request.body, { ip: request.ip }),
  );
  route(site.stopLinkMonthlyGift, (request) =>
    stopLinkMonthlyGift(ctx, request.params.token, request.params.id, { ip: request.ip }),
  );
}

/** The signed-in donor's own history, and staff's donor page. */
export function givingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(site.getMyGiving, (request) => getMyGiving(ctx, request.caller));
  route(site.downloadMyReceipt, async (request, reply) =>
    sendFile(reply, await downloadMyReceipt(ctx, request.caller, request.query, { locale: request.locale })),
  );
  route(site.changeMyMonthlyGift, (request) => changeMyMonthlyGift(ctx, request.caller, request.params.id, request.body));
  route(site.stopMyMonthlyGift, (request) => stopMyMonthlyGift(ctx, request.caller, request.params.id));
  route(site.getDonorGiving, (request) => getDonorGiving(ctx, request.caller, request.query));
  route(site.downloadDonorReceipt, async (request, reply) =>
    sendFile(reply, await downloadDonorReceipt(ctx, request.caller, request.query, { locale: request.locale })),
  );
}
