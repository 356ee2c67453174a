import type { ServiceContext } from '../context.js';
import { unsubscribeAddress } from '../newsletter/accountSubscription.js';
import { stopDigest } from '../alumni/opportunities/digestChoice.js';
import { findProfile } from '../users/findProfile.js';
import { storeChoices } from './emailPreferences.js';
import { readLinkToken } from './readLinkToken.js';

/**
 * Turns off the kind of e-mail an unsubscribe link names, for the account it names (POST /public/email/unsubscribe:
 * the site's button and mail clients' one-click unsubscribe). Doing it twice, or for an account deleted since, is fine.
 */
export async function unsubscribeByLink(ctx: ServiceContext, query: unknown): Promise<void> {
  const { uid, category } = readLinkToken(ctx, query);
  const profile = await findProfile(ctx.db, uid);
  if (!profile) return;
  const now = ctx.now();
  if (category === 'opportunity_digest') return stopDigest(ctx.db, uid);
  if (category === 'newsletter') {
    if (profile.email) await unsubscribeAddress(ctx.db, profile.email, now);
    return;
  }
  await storeChoices(ctx.db, uid, { [category]: false }, now);
}
