import { DataError } from '@sla/contract';
import type { RegistrationAudience } from '@sla/contract/schemas';
import { EVENT_REGISTRATION_MESSAGES as M } from '@sla/contract/serviceMessages';
import { can } from '../../access.js';
import type { Caller } from '../../context.js';

/**
 * Whether this caller may register for an event open to `audience`: anyone for a public event (a signed-in person with
 * their account's name and address); for alumni and students, a signed-in account of that group (the spec's groups:
 * network_with_alumni is alumni and admin, access_student_portal students and admin). A suspended account never gets
 * here (authenticate refuses its every request); the check is repeated so the rule stands alone.
 */
export function requireAudience(caller: Caller | null, audience: RegistrationAudience): void {
  if (caller?.profile?.suspendedAt) throw new DataError('forbidden', M.notTaking);
  if (audience === 'public') return;
  const permission = audience === 'alumni' ? 'network_with_alumni' : 'access_student_portal';
  const refusal = audience === 'alumni' ? M.alumniOnly : M.studentsOnly;
  if (!caller) throw new DataError('unauthenticated', refusal);
  if (!can(caller, permission)) throw new DataError('forbidden', refusal);
}
