import * as alumni from '@sla/contract/operations/alumni';
import type { AlumniProfilesRepository } from '../../repositories.js';
import { call } from '../call.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

export function httpAlumniProfilesRepository(transport: Transport): AlumniProfilesRepository {
  return {
    mine: () => call(transport, alumni.getMyAlumniProfile, {}),
    saveMine: (body) => call(transport, alumni.saveMyAlumniProfile, { body }),
    uploadPhoto: (file, onProgress) => call(transport, alumni.uploadMyAlumniPhoto, { file, onProgress }),
    removePhoto: () => call(transport, alumni.removeMyAlumniPhoto, {}),
    directory: (query = {}) => call(transport, alumni.listAlumniDirectory, { query }),
    profile: (uid) => orNull(call(transport, alumni.getAlumniMemberProfile, { params: { uid } })),
    manage: (query = {}) => call(transport, alumni.listManagedAlumniProfiles, { query }),
    manageOne: (uid) => orNull(call(transport, alumni.getManagedAlumniProfile, { params: { uid } })),
    correct: (uid, body) => call(transport, alumni.correctAlumniProfile, { params: { uid }, body }),
    hide: (uid, body) => call(transport, alumni.hideAlumniProfile, { params: { uid }, body }),
    unhide: (uid) => call(transport, alumni.unhideAlumniProfile, { params: { uid } }),
  };
}
