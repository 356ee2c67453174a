import type { EmailLinkState } from '@sla/contract';
import type { ServiceContext } from '../context.js';
import { digestIsOn } from '../alumni/opportunities/digestChoice.js';
import { findProfile } from '../users/findProfile.js';
import { wantsCategory } from './emailPreferences.js';
import { readLinkToken } from './readLinkToken.js';

/**
 * What an unsubscribe link is about (GET /public/email/unsubscribe): its category, and whether it is off already.
 * Changes nothing, since mail scanners open links. An account deleted since counts as done: it gets no mail.
 */
export async function checkEmailLink(ctx: ServiceContext, query: unknown): Promise<EmailLinkState> {
  const { uid, category } = readLinkToken(ctx, query);
  const profile = await findProfile(ctx.db, uid);
  if (!profile) return { category, done: true };
  const on = category === 'opportunity_digest' ? await digestIsOn(ctx.db, uid) : await wantsCategory(ctx.db, profile, category);
  return { category, done: !on };
}
