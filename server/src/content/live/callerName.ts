import type { Caller } from '../../context.js';

/** How an editor is named beside what they changed (versions, lists, live changes): their profile name, else their e-mail. */
export function callerName(caller: Caller): string {
  return caller.profile?.displayName?.trim() || caller.profile?.email || caller.token.email || '';
}
