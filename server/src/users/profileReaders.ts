import { can, owns } from '../access.js';
import type { Caller } from '../context.js';

/**
 * Whether the caller may see the profile `uid`: their own, or anyone's with view_all_users. To anyone
 * else the profile answers as if it did not exist.
 */
export function maySeeProfile(caller: Caller, uid: string): boolean {
  return owns(caller, uid) || can(caller, 'view_all_users');
}
