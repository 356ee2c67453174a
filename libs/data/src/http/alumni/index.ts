import { httpSubmissionsRepository } from '../content/submissions.js';
import type { Transport } from '../transport.js';
import { httpAlumniMessagesRepository } from './messages.js';
import { httpAlumniProfilesRepository } from './profiles.js';

/** The alumni network's repositories (and the stories alumni send the editors), loaded by the alumni portal's screens only. */
export function httpAlumniRepositories(transport: Transport) {
  return {
    alumni: httpAlumniProfilesRepository(transport),
    alumniMessages: httpAlumniMessagesRepository(transport),
    submissions: httpSubmissionsRepository(transport),
  };
}
