import type { UserProfile } from '@sla/contract';
import { createProfileInput, parseInput } from '@sla/contract/schemas';
import { DEFAULT_ROLE } from '@sla/permissions';
import { requireCaller } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { users } from '../db/schema.js';
import { acceptInvitation, invitationFor } from '../people/invitations/acceptInvitation.js';
import { findProfile } from './findProfile.js';
import { toProfile } from './toProfile.js';

/**
 * Creates the caller's profile at sign-up or first federated sign-in: always as applicant, whatever
 * the client asks; a chosen role is kept only as a request for staff. Calling it again returns the
 * existing profile unchanged, so retries and double clicks are harmless. Someone an admin invited gets the invited
 * role instead, once their sign-in proves they own the invited address (decision 0024).
 */
export async function createOwnProfile(
  ctx: ServiceContext,
  caller: Caller | null,
  body: unknown,
): Promise<{ profile: UserProfile; created: boolean }> {
  const signedIn = requireCaller(caller);
  const input = parseInput(createProfileInput, body);
  const now = ctx.now();
  // Display name falls back to the e-mail, then "User" (docs/requirements.md#sign-in-and-accounts).
  const displayName = input.displayName || signedIn.token.name || signedIn.token.email || 'User';
  const invitation = (await findProfile(ctx.db, signedIn.token.uid)) ? null : await invitationFor(ctx.db, signedIn, now);
  if (invitation) {
    const accepted = await acceptInvitation(ctx, signedIn, input, invitation, displayName);
    if (accepted) return { profile: toProfile(accepted), created: true };
  }
  const inserted = await ctx.db
    .insert(users)
    .values({
      uid: signedIn.token.uid,
      email: signedIn.token.email,
      displayName,
      role: DEFAULT_ROLE,
      requestedRole: input.requestedRole && input.requestedRole !== DEFAULT_ROLE ? input.requestedRole : null,
      locale: input.locale ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.uid })
    .returning();
  if (inserted[0]) {
    // The new account's role claim is set at once, so its next token refresh carries it.
    ctx.profiles.forget(inserted[0].uid);
    ctx.roleClaims.changed(inserted[0].uid, inserted[0].role);
    return { profile: toProfile(inserted[0]), created: true };
  }
  return { profile: toProfile((await findProfile(ctx.db, signedIn.token.uid))!), created: false };
}
