import type { UsersRepository } from '../repositories.js';
import { call } from './call.js';
import { withDeclarations } from './onFirstCall.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

/**
 * This repository is in every page's client; its declarations and their schemas load with its first call, so a
 * visitor's first load does not carry them.
 */
const declared = withDeclarations(() => import('@sla/contract/operations/people/users'));

export function httpUsersRepository(transport: Transport): UsersRepository {
  return {
    getMine: () => orNull(declared((users) => call(transport, users.getOwnProfile, {}))),
    createMine: (body) => declared((users) => call(transport, users.createOwnProfile, { body })),
    updateMine: (body) => declared((users) => call(transport, users.updateOwnProfile, { body })),
    get: (uid) => orNull(declared((users) => call(transport, users.getProfile, { params: { uid } }))),
    update: (uid, body) => declared((users) => call(transport, users.updateProfile, { params: { uid }, body })),
    list: (query = {}) => declared((users) => call(transport, users.listUsers, { query })),
    assignRole: (uid, body) => declared((users) => call(transport, users.assignRole, { params: { uid }, body })),
  };
}
