import { DataError, type EmailPreferences } from '@sla/contract';
import { emailPreferencesInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { isConfirmedSubscriber, subscribeVerifiedAddress, unsubscribeAddress } from '../newsletter/accountSubscription.js';
import { readEmailPreferences, storeChoices } from './emailPreferences.js';
import { ACCOUNT_REFUSALS } from '@sla/contract/serviceMessages';
import { requireOwnAccount } from './ownAccount.js';

const same = (a: string | null, b: string | null) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The address the newsletter may be turned on for: the profile's, when the caller's token says it is verified. */
function verifiedAddress(caller: Caller, profile: UserRow): string | null {
  return caller.token.emailVerified && same(caller.token.email, profile.email) ? profile.email : null;
}

/**
 * Saves all three preferences (PUT /users/me/preferences). The newsletter's is the subscribers table itself: on
 * subscribes the verified address, confirmed; off unsubscribes it. A subscription still waiting for its confirmation
 * e-mail is left alone unless the newsletter is turned on.
 */
export async function setEmailPreferences(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<EmailPreferences> {
  const own = await requireOwnAccount(ctx, caller, 'set_email_preferences');
  const input = parseInput(emailPreferencesInput, body);
  const { profile } = own;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await storeChoices(tx, profile.uid, { decisions: input.decisions, messages: input.messages }, now);
    const subscribed = await isConfirmedSubscriber(tx, profile.email);
    if (input.newsletter && !subscribed) {
      const address = verifiedAddress(own.caller, profile);
      if (!address) throw new DataError('conflict', ACCOUNT_REFUSALS.newsletterNeedsVerifiedAddress);
      await subscribeVerifiedAddress(tx, address, now);
    } else if (!input.newsletter && subscribed) {
      await unsubscribeAddress(tx, profile.email!, now);
    }
  });
  return readEmailPreferences(ctx.db, profile);
}
