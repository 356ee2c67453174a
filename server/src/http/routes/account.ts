import type { FastifyInstance } from 'fastify';
import * as account from '@sla/contract/operations/people';
import { deleteMyAccount } from '../../account/deleteMyAccount.js';
import { exportFileName, exportMyData } from '../../account/exportMyData.js';
import { getEmailPreferences } from '../../account/getEmailPreferences.js';
import { getMyLanguage, setMyLanguage } from '../../account/language.js';
import { setEmailPreferences } from '../../account/setEmailPreferences.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** The signed-in member's own account: e-mail preferences, language, their data as a file, deleting the account. */
export function accountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(account.getEmailPreferences, (request) => getEmailPreferences(ctx, request.caller));
  route(account.setEmailPreferences, (request) => setEmailPreferences(ctx, request.caller, request.body));
  route(account.getMyLanguage, (request) => getMyLanguage(ctx, request.caller));
  route(account.setMyLanguage, (request) => setMyLanguage(ctx, request.caller, request.body));
  route(account.exportMyData, async (request, reply) => {
    const exported = await exportMyData(ctx, request.caller);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(ctx.now())}"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(exported);
  });
  route(account.deleteMyAccount, (request) => deleteMyAccount(ctx, request.caller, request.body));
}
