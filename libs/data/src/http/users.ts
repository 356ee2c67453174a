import * as users from '../contract/people/users.js';
import type { UsersRepository } from '../repositories.js';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpUsersRepository(transport: Transport): UsersRepository {
  return {
    getMine: () => orNull(call(transport, users.getOwnProfile, {})),
    createMine: (body) => call(transport, users.createOwnProfile, { body }),
    updateMine: (body) => call(transport, users.updateOwnProfile, { body }),
    get: (uid) => orNull(call(transport, users.getProfile, { params: { uid } })),
    update: (uid, body) => call(transport, users.updateProfile, { params: { uid }, body }),
    list: (query = {}) => call(transport, users.listUsers, { query }),
    assignRole: (uid, body) => call(transport, users.assignRole, { params: { uid }, body }),
  };
}
