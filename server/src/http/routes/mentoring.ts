import type { FastifyInstance } from 'fastify';
import * as learning from '@sla/contract/operations/learning';
import { addCheckin } from '../../learning/mentoring/addCheckin.js';
import { getMentorship } from '../../learning/mentoring/getMentorship.js';
import { getMyMentorship } from '../../learning/mentoring/getMyMentorship.js';
import { listMentees } from '../../learning/mentoring/listMentees.js';
import { listMentorMessages } from '../../learning/mentoring/listMentorMessages.js';
import { addMentorTask, removeMentorTask, setMentorTaskDone } from '../../learning/mentoring/mentorTasks.js';
import { sendMentorMessage } from '../../learning/mentoring/sendMentorMessage.js';
import { endMentorshipAsStaff } from '../../learning/mentorshipEndings/endMentorshipAsStaff.js';
import { endMentorshipBySide } from '../../learning/mentorshipEndings/endMentorshipBySide.js';
import { getMentorshipAsStaff } from '../../learning/mentorshipEndings/getMentorshipAsStaff.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/**
 * Mentoring from both sides: the student's /student/mentor, the mentor's mentee list, one mentorship's thread, and
 * ending one (either side, or staff).
 */
export function mentoringRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(learning.getMyMentorship, (request) => getMyMentorship(ctx, request.caller));
  route(learning.listMentees, (request) => listMentees(ctx, request.caller));
  route(learning.getMentorship, (request) => getMentorship(ctx, request.caller, request.params.id));
  route(learning.listMentorMessages, (request) => listMentorMessages(ctx, request.caller, request.params.id, request.query));
  route(learning.sendMentorMessage, (request) => sendMentorMessage(ctx, request.caller, request.params.id, request.body));
  route(learning.addCheckin, (request) => addCheckin(ctx, request.caller, request.params.id, request.body));
  route(learning.addMentorTask, (request) => addMentorTask(ctx, request.caller, request.params.id, request.body));
  route(learning.setMentorTaskDone, (request) =>
    setMentorTaskDone(ctx, request.caller, request.params.id, request.params.taskId, request.body),
  );
  route(learning.removeMentorTask, (request) => removeMentorTask(ctx, request.caller, request.params.id, request.params.taskId));
  route(learning.endMentorship, (request) => endMentorshipBySide(ctx, request.caller, request.params.id, request.body));
  route(learning.getMentorshipAsStaff, (request) => getMentorshipAsStaff(ctx, request.caller, request.params.id));
  route(learning.endMentorshipAsStaff, (request) => endMentorshipAsStaff(ctx, request.caller, request.params.id, request.body));
}
