import type { FastifyInstance } from 'fastify';
import * as references from '@sla/contract/operations/applications';
import { downloadReferenceLetter } from '../../references/downloadReferenceLetter.js';
import { listApplicationReferences } from '../../references/listApplicationReferences.js';
import { listMyReferences } from '../../references/listMyReferences.js';
import { listReferenceRequests } from '../../references/listReferenceRequests.js';
import { openReferenceLink } from '../../references/openReferenceLink.js';
import { requestReference } from '../../references/requestReference.js';
import { resendReference } from '../../references/resendReference.js';
import { uploadLetter, writeLetter } from '../../references/sendLetter.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { sendFile } from '../sendFile.js';
import { registerUploadRoutes, UPLOAD_BODY_LIMIT } from '../uploadScope.js';

/** Reference letters, signed-in side: the applicant's referees and the letters for staff and reviewers (decision 0042). */
export function referencesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(references.listMyReferences, (request) => listMyReferences(ctx, request.caller, request.params.id));
  route(references.requestReference, (request) =>
    requestReference(ctx, request.caller, request.params.id, request.params.slot, request.body),
  );
  route(references.resendReference, (request) => resendReference(ctx, request.caller, request.params.id, request.params.slot));
  route(references.listApplicationReferences, (request) => listApplicationReferences(ctx, request.caller, request.params.id));
  route(references.downloadReferenceLetter, async (request, reply) =>
    sendFile(reply, await downloadReferenceLetter(ctx, request.caller, request.params.id, request.params.referenceId)),
  );
  route(references.listReferenceRequests, (request) => listReferenceRequests(ctx, request.caller, request.query));
}

/** The referee's side: no account, the link's token is the proof; never cached. */
export function referenceLinkRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(references.openReferenceLink, (request) => openReferenceLink(ctx, request.params.token, { ip: request.ip }));
  route(references.writeReferenceLetter, (request) => writeLetter(ctx, request.params.token, request.body, { ip: request.ip }));
  registerUploadRoutes(
    app,
    (uploads) => {
      const upload = operationRoutes(uploads, deps);
      upload(
        references.uploadReferenceLetter,
        (request) =>
          uploadLetter(
            ctx,
            request.params.token,
            { contentType: request.headers['content-type'], fileName: request.headers['x-file-name'], body: request.body },
            { ip: request.ip },
          ),
        { bodyLimit: UPLOAD_BODY_LIMIT },
      );
    },
    { public: true },
  );
}
