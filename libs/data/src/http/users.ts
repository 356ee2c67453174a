import type { UsersRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpUsersRepository(transport: Transport): UsersRepository {
  return {
    getMine: () => orNull(call(transport, routes.getOwnProfile, {})),
    createMine: (body) => call(transport, routes.createOwnProfile, { body }),
    updateMine: (body) => call(transport, routes.updateOwnProfile, { body }),
    get: (uid) => orNull(call(transport, routes.getProfile, { params: { uid } })),
    update: (uid, body) => call(transport, routes.updateProfile, { params: { uid }, body }),
    list: (query = {}) => call(transport, routes.listUsers, { query }),
    assignRole: (uid, body) => call(transport, routes.assignRole, { params: { uid }, body }),
  };
}
