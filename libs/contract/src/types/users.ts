/** A user profile (docs/requirements.md#records): declared with its operations (contract/people/users). */
export type { UserProfile } from '../operations/people/users.js';
