import type { AlumniProfilesRepository } from '../../repositories.js';
import type { AlumniProfileView } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

const part = encodeURIComponent;

export function httpAlumniProfilesRepository(transport: Transport): AlumniProfilesRepository {
  return {
    mine: () => transport.request('GET', '/alumni/profile'),
    saveMine: (input) => transport.request('PUT', '/alumni/profile', { body: input }),
    uploadPhoto: (file, onProgress) => transport.upload('/alumni/profile/photo', file, onProgress),
    removePhoto: () => transport.request('DELETE', '/alumni/profile/photo'),
    directory: (query = {}) => transport.request('GET', '/alumni/directory', { query: { ...query } }),
    profile: (uid) => orNull(transport.request<AlumniProfileView>('GET', `/alumni/people/${part(uid)}`)),
    manage: (query = {}) => transport.request('GET', '/alumni/manage', { query: { ...query } }),
    manageOne: (uid) => orNull(transport.request<AlumniProfileView>('GET', `/alumni/manage/${part(uid)}`)),
    correct: (uid, input) => transport.request('PUT', `/alumni/manage/${part(uid)}`, { body: input }),
    hide: (uid, input) => transport.request('POST', `/alumni/manage/${part(uid)}/hide`, { body: input }),
    unhide: (uid) => transport.request('DELETE', `/alumni/manage/${part(uid)}/hide`),
  };
}
