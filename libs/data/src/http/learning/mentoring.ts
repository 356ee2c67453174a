import * as learning from '@sla/contract/operations/learning';
import type { MentoringRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';
import { orNull } from '../orNull.js';

export function httpMentoringRepository(transport: Transport): MentoringRepository {
  return {
    mine: () => orNull(call(transport, learning.getMyMentorship, {})),
    mentees: async () => (await call(transport, learning.listMentees, {})).items,
    mentorship: (id) => call(transport, learning.getMentorship, { params: { id } }),
    messages: (id, query = {}) => call(transport, learning.listMentorMessages, { params: { id }, query }),
    send: (id, body) => call(transport, learning.sendMentorMessage, { params: { id }, body }),
    addCheckin: (id, body) => call(transport, learning.addCheckin, { params: { id }, body }),
    addTask: (id, body) => call(transport, learning.addMentorTask, { params: { id }, body }),
    setTaskDone: (id, taskId, body) => call(transport, learning.setMentorTaskDone, { params: { id, taskId }, body }),
    removeTask: (id, taskId) => call(transport, learning.removeMentorTask, { params: { id, taskId } }),
  };
}
