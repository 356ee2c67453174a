import * as stories from '@sla/contract/operations/alumni/stories';
import * as submissions from '@sla/contract/operations/content/submissions';
import type { SubmissionsRepository } from '../../repositories.js';
import { call } from '../call.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

export function httpSubmissionsRepository(transport: Transport): SubmissionsRepository {
  return {
    list: (query = {}) => call(transport, submissions.listSubmissions, { query }),
    get: (id) => orNull(call(transport, submissions.getSubmission, { params: { id } })),
    takeOn: (id) => call(transport, submissions.takeOnSubmission, { params: { id } }),
    returnWithNote: (id, body) => call(transport, submissions.returnSubmission, { params: { id }, body }),
    submit: (body) => call(transport, stories.submitStory, { body }),
    revise: (id, body) => call(transport, stories.reviseStory, { params: { id }, body }),
    withdraw: (id) => call(transport, stories.withdrawStory, { params: { id } }),
    mine: async () => (await call(transport, stories.listMyStories, {})).items,
  };
}
