import type { FastifyInstance } from 'fastify';
import { addCheckin } from '../../learning/mentoring/addCheckin.js';
import { getMentorship } from '../../learning/mentoring/getMentorship.js';
import { getMyMentorship } from '../../learning/mentoring/getMyMentorship.js';
import { listMentees } from '../../learning/mentoring/listMentees.js';
import { listMentorMessages } from '../../learning/mentoring/listMentorMessages.js';
import { addMentorTask, removeMentorTask, setMentorTaskDone } from '../../learning/mentoring/mentorTasks.js';
import { sendMentorMessage } from '../../learning/mentoring/sendMentorMessage.js';
import type { RouteDeps } from '../app.js';

type ById = { Params: { id: string } };
type ByTask = { Params: { id: string; taskId: string } };

/** Mentoring from both sides: the student's /student/mentor, the mentor's mentee list, and one mentorship's thread. */
export function mentoringRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/mentoring/mine', (request) => getMyMentorship(ctx, request.caller));
  app.get('/mentoring/mentees', (request) => listMentees(ctx, request.caller));
  app.get<ById>('/mentorships/:id', (request) => getMentorship(ctx, request.caller, request.params.id));
  app.get<ById>('/mentorships/:id/messages', (request) =>
    listMentorMessages(ctx, request.caller, request.params.id, request.query),
  );
  app.post<ById>('/mentorships/:id/messages', async (request, reply) =>
    reply.status(201).send(await sendMentorMessage(ctx, request.caller, request.params.id, request.body)),
  );
  app.post<ById>('/mentorships/:id/checkins', async (request, reply) =>
    reply.status(201).send(await addCheckin(ctx, request.caller, request.params.id, request.body)),
  );
  app.post<ById>('/mentorships/:id/tasks', async (request, reply) =>
    reply.status(201).send(await addMentorTask(ctx, request.caller, request.params.id, request.body)),
  );
  app.put<ByTask>('/mentorships/:id/tasks/:taskId', (request) =>
    setMentorTaskDone(ctx, request.caller, request.params.id, request.params.taskId, request.body),
  );
  app.delete<ByTask>('/mentorships/:id/tasks/:taskId', async (request, reply) => {
    await removeMentorTask(ctx, request.caller, request.params.id, request.params.taskId);
    return reply.status(204).send();
  });
}
