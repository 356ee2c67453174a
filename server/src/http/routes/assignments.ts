import type { FastifyInstance } from 'fastify';
import * as learning from '@sla/contract/operations/learning';
import { sendFile } from '../sendFile.js';
import { createAssignment } from '../../learning/assignments/createAssignment.js';
import { deleteAssignment } from '../../learning/assignments/deleteAssignment.js';
import { listCohortAssignments } from '../../learning/assignments/listCohortAssignments.js';
import { updateAssignment } from '../../learning/assignments/updateAssignment.js';
import { studentCalendarItems } from '../../learning/calendar/calendarItems.js';
import { CALENDAR_FILE, studentCalendar } from '../../learning/calendar/studentCalendar.js';
import { downloadSubmissionFile } from '../../learning/grading/downloadSubmissionFile.js';
import { getStaffSubmission } from '../../learning/grading/getStaffSubmission.js';
import { gradeSubmission } from '../../learning/grading/gradeSubmission.js';
import { listGradingQueue } from '../../learning/grading/listGradingQueue.js';
import { returnWork } from '../../learning/grading/returnWork.js';
import { studentOverview } from '../../learning/overview/studentOverview.js';
import { downloadOwnFile } from '../../learning/submissions/downloadOwnFile.js';
import { getStudentAssignment } from '../../learning/submissions/getStudentAssignment.js';
import { handIn } from '../../learning/submissions/handIn.js';
import { listStudentAssignments } from '../../learning/submissions/listStudentAssignments.js';
import { removeSubmissionFile } from '../../learning/submissions/removeSubmissionFile.js';
import { uploadSubmissionFile } from '../../learning/submissions/uploadSubmissionFile.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { registerUploadRoutes, UPLOAD_BODY_LIMIT } from '../uploadScope.js';

/**
 * Programme delivery's assignments: staff set them per cohort and grade the work; students list theirs, upload files,
 * hand in, and see their overview. Uploads are raw bodies, read in a scope of their own (uploadScope.ts).
 */
export function assignmentsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(learning.listCohortAssignments, async (request) => ({
    items: await listCohortAssignments(ctx, request.caller, request.params.id),
  }));
  route(learning.createAssignment, (request) => createAssignment(ctx, request.caller, request.params.id, request.body));
  route(learning.updateAssignment, (request) => updateAssignment(ctx, request.caller, request.params.id, request.body));
  route(learning.deleteAssignment, (request) => deleteAssignment(ctx, request.caller, request.params.id));
  route(learning.downloadStudentCalendar, async (request, reply) => {
    const calendar = await studentCalendar(ctx, request.caller);
    return reply
      .header('content-disposition', `attachment; filename="${CALENDAR_FILE}"`)
      .header('cache-control', 'no-store')
      .type('text/calendar; charset=utf-8')
      .send(calendar);
  });
  route(learning.getStudentCalendar, (request) => studentCalendarItems(ctx, request.caller, request.query, request.locale));

  route(learning.getStudentOverview, (request) => studentOverview(ctx, request.caller));
  route(learning.listStudentAssignments, async (request) => ({ items: await listStudentAssignments(ctx, request.caller) }));
  route(learning.getStudentAssignment, (request) => getStudentAssignment(ctx, request.caller, request.params.id));
  route(learning.handIn, (request) => handIn(ctx, request.caller, request.params.id, request.body));
  route(learning.downloadOwnFile, async (request, reply) =>
    sendFile(reply, await downloadOwnFile(ctx, request.caller, request.params.id, request.params.fileId)),
  );
  route(learning.removeSubmissionFile, (request) =>
    removeSubmissionFile(ctx, request.caller, request.params.id, request.params.fileId),
  );
  registerUploadRoutes(app, (uploads) => {
    const upload = operationRoutes(uploads, deps);
    upload(
      learning.uploadSubmissionFile,
      (request) =>
        uploadSubmissionFile(ctx, request.caller, request.params.id, {
          contentType: request.headers['content-type'],
          fileName: request.headers['x-file-name'],
          body: request.body,
        }),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  });

  route(learning.listGradingQueue, (request) => listGradingQueue(ctx, request.caller, request.query));
  route(learning.getStaffSubmission, (request) => getStaffSubmission(ctx, request.caller, request.params.id));
  route(learning.downloadSubmissionFile, async (request, reply) =>
    sendFile(reply, await downloadSubmissionFile(ctx, request.caller, request.params.id, request.params.fileId)),
  );
  route(learning.gradeSubmission, (request) => gradeSubmission(ctx, request.caller, request.params.id, request.body));
  route(learning.returnWork, (request) => returnWork(ctx, request.caller, request.params.id, request.body));
}
