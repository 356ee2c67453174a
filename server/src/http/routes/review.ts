import type { FastifyInstance } from 'fastify';
import { assignReviewers } from '../../review/assignReviewers.js';
import { assignStudentRole } from '../../review/assignStudentRole.js';
import { decide } from '../../review/decide.js';
import { decideMany } from '../../review/decideMany.js';
import { declareConflict } from '../../review/declareConflict.js';
import { exportQueueCsv } from '../../review/exportQueueCsv.js';
import { getApplicationFile } from '../../review/getApplicationFile.js';
import { getStaffApplication } from '../../review/getStaffApplication.js';
import { listQueue } from '../../review/listQueue.js';
import { listReviewers } from '../../review/listReviewers.js';
import { submitReview } from '../../review/submitReview.js';
import { unassignReviewer } from '../../review/unassignReviewer.js';
import type { RouteDeps } from '../app.js';
import { sendCsv } from '../sendCsv.js';

type Id = { Params: { id: string } };

/** A download name safe in a header: letters, digits, dot, dash and underscore only. */
const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 120) || 'file';

/** Staff review: the queue, an application with its files, reviewers, reviews, decisions. */
export function reviewRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/review/queue', (request) => listQueue(ctx, request.caller, request.query));
  app.get('/review/queue.csv', async (request, reply) =>
    sendCsv(reply, 'applications.csv', await exportQueueCsv(ctx, request.caller, request.query)),
  );
  app.get('/review/reviewers', (request) => listReviewers(ctx, request.caller));
  app.post('/review/decisions', (request) => decideMany(ctx, request.caller, request.body));

  app.get<Id>('/review/applications/:id', (request) => getStaffApplication(ctx, request.caller, request.params.id));
  app.get<{ Params: { id: string; fileId: string } }>('/review/applications/:id/files/:fileId', async (request, reply) => {
    const file = await getApplicationFile(ctx, request.caller, request.params.id, request.params.fileId);
    return reply
      .header('content-type', file.type)
      .header(
        'content-disposition',
        `attachment; filename="${safeFileName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(file.content);
  });
  app.post<Id>('/review/applications/:id/reviewers', (request) =>
    assignReviewers(ctx, request.caller, request.params.id, request.body),
  );
  app.delete<{ Params: { id: string; uid: string } }>('/review/applications/:id/reviewers/:uid', (request) =>
    unassignReviewer(ctx, request.caller, request.params.id, request.params.uid),
  );
  app.post<Id>('/review/applications/:id/conflict', async (request, reply) => {
    await declareConflict(ctx, request.caller, request.params.id, request.body);
    return reply.status(204).send();
  });
  app.put<Id>('/review/applications/:id/review', (request) => submitReview(ctx, request.caller, request.params.id, request.body));
  app.post<Id>('/review/applications/:id/decision', (request) => decide(ctx, request.caller, request.params.id, request.body));
  app.post<Id>('/review/applications/:id/student-role', (request) => assignStudentRole(ctx, request.caller, request.params.id));
}
