import * as people from '@sla/contract/operations/people/people';
import type { PeopleRepository } from '../../repositories.js';
import { call } from '../call.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

export function httpPeopleRepository(transport: Transport): PeopleRepository {
  return {
    get: (uid) => orNull(call(transport, people.getPerson, { params: { uid } })),
    suspend: (uid, body) => call(transport, people.suspendAccount, { params: { uid }, body }),
    restore: (uid) => call(transport, people.restoreAccount, { params: { uid } }),
    sendVerification: (uid) => call(transport, people.sendVerification, { params: { uid } }),
    invitations: () => call(transport, people.listInvitations, {}),
    invite: (body) => call(transport, people.createInvitation, { body }),
    revokeInvitation: (id) => call(transport, people.revokeInvitation, { params: { id } }),
  };
}
