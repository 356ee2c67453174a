import type { SubmissionsRepository } from '../../repositories.js';
import type { StorySubmission } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

const path = (id: string) => `/content/submissions/${encodeURIComponent(id)}`;

export function httpSubmissionsRepository(transport: Transport): SubmissionsRepository {
  return {
    list: (query = {}) => transport.request('GET', '/content/submissions', { query: { ...query } }),
    get: (id) => orNull(transport.request<StorySubmission>('GET', path(id))),
    takeOn: (id) => transport.request('POST', `${path(id)}/take-on`),
    returnWithNote: (id, input) => transport.request('POST', `${path(id)}/return`, { body: input }),
    submit: (input) => transport.request('POST', '/alumni/stories', { body: input }),
    revise: (id, input) => transport.request('PUT', `/alumni/stories/${encodeURIComponent(id)}`, { body: input }),
    withdraw: (id) => transport.request('POST', `/alumni/stories/${encodeURIComponent(id)}/withdraw`),
    mine: async () => (await transport.request<{ items: StorySubmission[] }>('GET', '/alumni/stories')).items,
  };
}
