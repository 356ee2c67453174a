import type { FastifyInstance } from 'fastify';
import { deleteMyAccount } from '../../account/deleteMyAccount.js';
import { exportFileName, exportMyData } from '../../account/exportMyData.js';
import { getEmailPreferences } from '../../account/getEmailPreferences.js';
import { getMyLanguage, setMyLanguage } from '../../account/language.js';
import { setEmailPreferences } from '../../account/setEmailPreferences.js';
import type { RouteDeps } from '../app.js';

/** The signed-in member's own account: e-mail preferences, language, their data as a file, deleting the account. */
export function accountRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/users/me/preferences', (request) => getEmailPreferences(ctx, request.caller));
  app.put('/users/me/preferences', (request) => setEmailPreferences(ctx, request.caller, request.body));
  app.get('/users/me/language', (request) => getMyLanguage(ctx, request.caller));
  app.put('/users/me/language', (request) => setMyLanguage(ctx, request.caller, request.body));
  app.get('/users/me/export', async (request, reply) => {
    const exported = await exportMyData(ctx, request.caller);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(ctx.now())}"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(exported);
  });
  app.delete('/users/me', async (request, reply) => {
    await deleteMyAccount(ctx, request.caller, request.body);
    return reply.status(204).send();
  });
}
