import type { MentoringRepository } from '../../repositories.js';
import type { Mentee } from '../../types.js';
import type { Transport } from '../transport.js';
import { orNull } from '../orNull.js';

const part = encodeURIComponent;
const mentorship = (id: string) => `/mentorships/${part(id)}`;

export function httpMentoringRepository(transport: Transport): MentoringRepository {
  return {
    mine: () => orNull(transport.request('GET', '/mentoring/mine')),
    mentees: async () => (await transport.request<{ items: Mentee[] }>('GET', '/mentoring/mentees')).items,
    mentorship: (id) => transport.request('GET', mentorship(id)),
    messages: (id, query = {}) => transport.request('GET', `${mentorship(id)}/messages`, { query: { ...query } }),
    send: (id, input) => transport.request('POST', `${mentorship(id)}/messages`, { body: input }),
    addCheckin: (id, input) => transport.request('POST', `${mentorship(id)}/checkins`, { body: input }),
    addTask: (id, input) => transport.request('POST', `${mentorship(id)}/tasks`, { body: input }),
    setTaskDone: (id, taskId, input) => transport.request('PUT', `${mentorship(id)}/tasks/${part(taskId)}`, { body: input }),
    removeTask: (id, taskId) => transport.request('DELETE', `${mentorship(id)}/tasks/${part(taskId)}`),
  };
}
