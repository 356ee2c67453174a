import type { Caller } from '../../context.js';
import { personName } from '@sla/domain';

/** How an editor is named beside what they changed (versions, lists, live changes): their profile name, else their e-mail. */
export function callerName(caller: Caller): string {
  return personName({ displayName: caller.profile?.displayName, email: caller.profile?.email || caller.token.email }) ?? '';
}
