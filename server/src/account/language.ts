import { languageInput, parseInput } from '@sla/contract/schemas';
import { eq } from 'drizzle-orm';
import type { Caller, ServiceContext } from '../context.js';
import { users } from '../db/schema.js';
import { requireOwnAccount } from './ownAccount.js';

/** The caller's language (GET /users/me/language): null until they chose one or signed up on a page in one. */
export async function getMyLanguage(ctx: ServiceContext, caller: Caller | null): Promise<{ locale: 'en' | 'fr' | null }> {
  const { profile } = await requireOwnAccount(ctx, caller, 'get_language');
  return { locale: profile.locale ?? null };
}

/** Saves the caller's language (PUT /users/me/language): the site's and their e-mails'. */
export async function setMyLanguage(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<{ locale: 'en' | 'fr' }> {
  const { profile } = await requireOwnAccount(ctx, caller, 'set_language');
  const { locale } = parseInput(languageInput, body);
  await ctx.db.update(users).set({ locale, updatedAt: ctx.now() }).where(eq(users.uid, profile.uid));
  ctx.profiles.forget(profile.uid);
  return { locale };
}
