import { randomUUID } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import { DataError, type Invitation } from '@sla/contract';
import type { Locale } from '@sla/i18n/locales';
import { INVITATION_DAYS, invitationInput, parseInput } from '@sla/contract/schemas';
import { canAssignRole, isRole, ROLE_ASSIGNMENT_MESSAGES } from '@sla/permissions';
import { INVITATION_MESSAGES } from '@sla/contract/serviceMessages';
import { refuse, requirePermission } from '../../access.js';
import { accountEventValues } from '../../audit/accountEventValues.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { auditLogs, invitations, users } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { invitationMail } from '../../mail/templates/invitation.js';
import { namesOf } from '../../users/namesOf.js';
import { onSite } from '../onSite.js';
import { toInvitation } from './toInvitation.js';

export const INVITED_AT_ONCE = INVITATION_MESSAGES.invitedAtOnce;
export const ALREADY_HAS_ACCOUNT = INVITATION_MESSAGES.alreadyHasAccount;

/** The page Firebase's sign-in link lands on, as the site's own sign-in links do. */
export const EMAIL_LINK_CALLBACK_PATH = '/auth/email-link-callback';

/**
 * Invites someone with a role (manage_users, and the role must be one the inviter may assign): an e-mail with a
 * sign-in link; the role is theirs at their first sign-in with that address (acceptInvitation). Inviting an address
 * again replaces its open invitation. The invitee has no account yet, so the e-mail is in the language of the page the
 * invitation is sent from (`locale`).
 */
export async function createInvitation(
  ctx: ServiceContext,
  caller: Caller | null,
  body: unknown,
  locale: Locale,
): Promise<Invitation> {
  const admin = await requirePermission(ctx, caller, 'manage_users', { action: 'invite' });
  const input = parseInput(invitationInput, body);
  const actingRole = isRole(admin.profile?.role) ? admin.profile.role : null;
  if (!actingRole || !canAssignRole(actingRole, input.role))
    await refuse(
      ctx,
      admin,
      'manage_roles',
      { action: 'invite', targetRole: input.role },
      new DataError('forbidden', ROLE_ASSIGNMENT_MESSAGES.notAllowed),
    );

  const [existing] = await ctx.db
    .select({ uid: users.uid })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (existing) throw new DataError('conflict', ALREADY_HAS_ACCOUNT);

  const { link, signsIn } = await signInLink(ctx, input.email);
  const now = ctx.now();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const inviterName = (await namesOf(ctx.db, [admin.token.uid])).get(admin.token.uid)!.name;
  const saved = ctx.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(
          sql`lower(${invitations.email}) = lower(${input.email})`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const [inserted] = await tx
      .insert(invitations)
      .values({
        id,
        email: input.email,
        displayName: input.displayName ?? null,
        role: input.role,
        invitedBy: admin.token.uid,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await tx
      .insert(auditLogs)
      .values(
        accountEventValues(
          { userId: id, action: 'invited', actorId: admin.token.uid, context: { email: input.email, role: input.role } },
          now,
        ),
      );
    await enqueueMail(
      tx,
      invitationMail({
        invitationId: id,
        to: input.email,
        locale,
        name: input.displayName ?? null,
        inviterName,
        role: input.role,
        link,
        signsIn,
        expiresAt,
      }),
      now,
    );
    return inserted!;
  });
  // Two invitations to one address at once: the second's insert meets the first's open one (invitations_open_email).
  const row = await saved.catch((error: unknown) => {
    throw pgErrorCode(error) === '23505' ? new DataError('conflict', INVITED_AT_ONCE) : error;
  });
  return toInvitation(row, inviterName, now);
}

/** Firebase's passwordless sign-in link on the site, or, without the Admin API, the sign-in page itself. */
async function signInLink(ctx: ServiceContext, email: string): Promise<{ link: string; signsIn: boolean }> {
  const { siteUrl } = ctx.settings;
  try {
    const firebaseLink = await ctx.identity.actionLink('signIn', email, `${siteUrl}${EMAIL_LINK_CALLBACK_PATH}`);
    return { link: onSite(firebaseLink, siteUrl, EMAIL_LINK_CALLBACK_PATH), signsIn: true };
  } catch (error) {
    console.warn('[people] invitation without a sign-in link:', (error as Error).message);
    return { link: `${siteUrl}/login`, signsIn: false };
  }
}
