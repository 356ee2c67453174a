import { DataError } from '@sla/contract';
import { VERIFICATION_MESSAGES } from '@sla/contract/serviceMessages';
import { noSuchUser, requirePermission } from '../access.js';
import { accountEventValues } from '../audit/accountEventValues.js';
import { NoAccountForEmailError } from '../auth/identityAdmin.js';
import type { Caller, ServiceContext } from '../context.js';
import { auditLogs } from '../db/schema.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { verifyEmailMail } from '../mail/templates/verifyEmail.js';
import { findProfile } from '../users/findProfile.js';
import { onSite } from './onSite.js';

export { VERIFICATION_MESSAGES };

/**
 * Sends the person a new link to confirm their e-mail address (manage_users): Firebase makes the link, the outbox sends
 * it in the site's own e-mail. Two clicks within a minute send one e-mail.
 */
export async function sendVerification(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<{ sentTo: string }> {
  const admin = await requirePermission(ctx, caller, 'manage_users', { action: 'send_verification', targetUid: uid });
  const profile = await findProfile(ctx.db, uid);
  if (!profile) throw noSuchUser();
  if (!profile.email) throw new DataError('conflict', VERIFICATION_MESSAGES.noEmail);

  // The link is made for the address Firebase holds for this uid: the profile's copy may lag behind a change.
  let link: string;
  let email: string;
  try {
    const account = await ctx.identity.lookup(uid);
    if (!account?.email) throw new NoAccountForEmailError('no sign-in account with an address for this uid');
    if (account.emailVerified) throw new DataError('conflict', VERIFICATION_MESSAGES.alreadyVerified);
    email = account.email;
    link = onSite(
      await ctx.identity.actionLink('verifyEmail', email, `${ctx.settings.siteUrl}/login`),
      ctx.settings.siteUrl,
      '/login',
    );
  } catch (error) {
    if (error instanceof DataError) throw error;
    if (error instanceof NoAccountForEmailError) throw new DataError('conflict', VERIFICATION_MESSAGES.noSignInAccount);
    console.warn('[people] no verification link:', (error as Error).message);
    throw new DataError('unavailable', VERIFICATION_MESSAGES.unavailable);
  }

  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const queued = await enqueueMail(
      tx,
      verifyEmailMail({
        to: email,
        locale: profile.locale,
        name: profile.displayName,
        link,
        dedupeKey: `verify_email:${uid}:${minute}`,
      }),
      now,
    );
    if (queued)
      await tx
        .insert(auditLogs)
        .values(accountEventValues({ userId: uid, action: 'verification_sent', actorId: admin.token.uid }, now));
  });
  return { sentTo: email };
}
