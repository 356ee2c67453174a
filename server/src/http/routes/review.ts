import type { FastifyInstance } from 'fastify';
import * as review from '@sla/contract/operations/applications';
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
import { operationRoutes } from '../operationRoute.js';
import { sendCsv } from '../sendCsv.js';

/** A download name safe in a header: letters, digits, dot, dash and underscore only. */
const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 120) || 'file';

/** Staff review: the queue, an application with its files, reviewers, reviews, decisions. */
export function reviewRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(review.listReviewQueue, (request) => listQueue(ctx, request.caller, request.query));
  route(review.exportReviewQueue, async (request, reply) =>
    sendCsv(reply, 'applications.csv', await exportQueueCsv(ctx, request.caller, request.query)),
  );
  route(review.listReviewers, (request) => listReviewers(ctx, request.caller));
  route(review.decideApplications, (request) => decideMany(ctx, request.caller, request.body));

  route(review.getReviewApplication, (request) => getStaffApplication(ctx, request.caller, request.params.id));
  route(review.downloadReviewFile, async (request, reply) => {
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
  route(review.assignReviewers, (request) => assignReviewers(ctx, request.caller, request.params.id, request.body));
  route(review.unassignReviewer, (request) => unassignReviewer(ctx, request.caller, request.params.id, request.params.uid));
  route(review.declareConflict, (request) => declareConflict(ctx, request.caller, request.params.id, request.body));
  route(review.submitReview, (request) => submitReview(ctx, request.caller, request.params.id, request.body));
  route(review.decideApplication, (request) => decide(ctx, request.caller, request.params.id, request.body));
  route(review.assignStudentRole, (request) => assignStudentRole(ctx, request.caller, request.params.id));
}
