import type { FastifyInstance } from 'fastify';
import { attachmentHeaders } from '../../applications/files/downloadFile.js';
import { createAssignment } from '../../learning/assignments/createAssignment.js';
import { deleteAssignment } from '../../learning/assignments/deleteAssignment.js';
import { listCohortAssignments } from '../../learning/assignments/listCohortAssignments.js';
import { updateAssignment } from '../../learning/assignments/updateAssignment.js';
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
import { registerUploadRoutes, UPLOAD_BODY_LIMIT } from '../uploadScope.js';

type Id = { Params: { id: string } };
type FileParams = { Params: { id: string; fileId: string } };

/**
 * Programme delivery's assignments: staff set them per cohort and grade the work; students list theirs, upload files,
 * hand in, and see their overview. Uploads are raw bodies, read in a scope of their own (uploadScope.ts).
 */
export function assignmentsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get<Id>('/cohorts/:id/assignments', async (request) => ({
    items: await listCohortAssignments(ctx, request.caller, request.params.id),
  }));
  app.post<Id>('/cohorts/:id/assignments', async (request, reply) =>
    reply.status(201).send(await createAssignment(ctx, request.caller, request.params.id, request.body)),
  );
  app.put<Id>('/assignments/:id', (request) => updateAssignment(ctx, request.caller, request.params.id, request.body));
  app.delete<Id>('/assignments/:id', async (request, reply) => {
    await deleteAssignment(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
  app.get('/student/calendar.ics', async (request, reply) => {
    const calendar = await studentCalendar(ctx, request.caller);
    return reply
      .header('content-disposition', `attachment; filename="${CALENDAR_FILE}"`)
      .header('cache-control', 'no-store')
      .type('text/calendar; charset=utf-8')
      .send(calendar);
  });

  app.get('/student/overview', (request) => studentOverview(ctx, request.caller));
  app.get('/student/assignments', async (request) => ({ items: await listStudentAssignments(ctx, request.caller) }));
  app.get<Id>('/student/assignments/:id', (request) => getStudentAssignment(ctx, request.caller, request.params.id));
  app.post<Id>('/student/assignments/:id/submission', (request) => handIn(ctx, request.caller, request.params.id, request.body));
  app.get<FileParams>('/student/assignments/:id/files/:fileId', async (request, reply) => {
    const file = await downloadOwnFile(ctx, request.caller, request.params.id, request.params.fileId);
    return reply.headers(attachmentHeaders(file)).send(file.content);
  });
  app.delete<FileParams>('/student/assignments/:id/files/:fileId', async (request, reply) => {
    await removeSubmissionFile(ctx, request.caller, request.params.id, request.params.fileId);
    return reply.status(204).send();
  });
  registerUploadRoutes(app, (uploads) => {
    uploads.post<Id>('/student/assignments/:id/files', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      const stored = await uploadSubmissionFile(ctx, request.caller, request.params.id, {
        contentType: request.headers['content-type'],
        fileName: request.headers['x-file-name'],
        body: request.body,
      });
      return reply.status(201).send(stored);
    });
  });

  app.get('/grading', (request) => listGradingQueue(ctx, request.caller, request.query));
  app.get<Id>('/grading/:id', (request) => getStaffSubmission(ctx, request.caller, request.params.id));
  app.get<FileParams>('/grading/:id/files/:fileId', async (request, reply) => {
    const file = await downloadSubmissionFile(ctx, request.caller, request.params.id, request.params.fileId);
    return reply.headers(attachmentHeaders(file)).send(file.content);
  });
  app.post<Id>('/grading/:id/grade', (request) => gradeSubmission(ctx, request.caller, request.params.id, request.body));
  app.post<Id>('/grading/:id/return', (request) => returnWork(ctx, request.caller, request.params.id, request.body));
}
