import type { UsersRepository } from '../repositories.js';
import type { UserProfile } from '../types.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

const path = (uid: string) => `/users/${encodeURIComponent(uid)}`;

export function httpUsersRepository(transport: Transport): UsersRepository {
  return {
    getMine: () => orNull(transport.request<UserProfile>('GET', '/users/me')),
    createMine: (input) => transport.request('POST', '/users/me', { body: input }),
    updateMine: (input) => transport.request('PATCH', '/users/me', { body: input }),
    get: (uid) => orNull(transport.request<UserProfile>('GET', path(uid))),
    update: (uid, input) => transport.request('PATCH', path(uid), { body: input }),
    list: (query = {}) => transport.request('GET', '/users', { query: { ...query } }),
    assignRole: (uid, input) => transport.request('POST', `${path(uid)}/role`, { body: input }),
  };
}
