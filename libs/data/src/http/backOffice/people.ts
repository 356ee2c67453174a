import type { PeopleRepository } from '../../repositories.js';
import type { PersonPage } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

const person = (uid: string) => `/admin/people/${encodeURIComponent(uid)}`;

export function httpPeopleRepository(transport: Transport): PeopleRepository {
  return {
    get: (uid) => orNull(transport.request<PersonPage>('GET', person(uid))),
    suspend: (uid, input) => transport.request('POST', `${person(uid)}/suspension`, { body: input }),
    restore: (uid) => transport.request('DELETE', `${person(uid)}/suspension`),
    sendVerification: (uid) => transport.request('POST', `${person(uid)}/verification-email`),
    invitations: () => transport.request('GET', '/admin/invitations'),
    invite: (input) => transport.request('POST', '/admin/invitations', { body: input }),
    revokeInvitation: (id) => transport.request('DELETE', `/admin/invitations/${encodeURIComponent(id)}`),
  };
}
