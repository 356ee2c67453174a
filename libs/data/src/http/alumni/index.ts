import type { Transport } from '../transport.js';
import { httpAlumniMessagesRepository } from './messages.js';
import { httpAlumniProfilesRepository } from './profiles.js';

/** The alumni network's repositories, loaded by the alumni portal's screens only. */
export function httpAlumniRepositories(transport: Transport) {
  return {
    alumni: httpAlumniProfilesRepository(transport),
    alumniMessages: httpAlumniMessagesRepository(transport),
  };
}
