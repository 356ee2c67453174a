import type { EmailPreferences } from '@sla/contract';
import type { Caller, ServiceContext } from '../context.js';
import { readEmailPreferences } from './emailPreferences.js';
import { requireOwnAccount } from './ownAccount.js';

/** The caller's own e-mail preferences (GET /users/me/preferences). */
export async function getEmailPreferences(ctx: ServiceContext, caller: Caller | null): Promise<EmailPreferences> {
  const { profile } = await requireOwnAccount(ctx, caller, 'get_email_preferences');
  return readEmailPreferences(ctx.db, profile);
}
