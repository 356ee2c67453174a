import { and, desc, eq, sql } from 'drizzle-orm';
import type { PersonPage, SignInAccount } from '@sla/contract';
import { isRole } from '@sla/permissions';
import { noSuchUser, requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { applications, auditLogs, messages, programs, type UserRow } from '../db/schema.js';
import { findProfile } from '../users/findProfile.js';
import { namesOf } from '../users/namesOf.js';
import { toProfile } from '../users/toProfile.js';

/** How long the page waits for Firebase before showing the rest without its part. */
export const SIGN_IN_LOOKUP_MS = 2000;

/** /admin/users/{id} (manage_users): one account, with everything admins look after (decision 0024). */
export async function getPerson(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<PersonPage> {
  await requirePermission(ctx, caller, 'manage_users', { action: 'view_person', targetUid: uid });
  const row = await findProfile(ctx.db, uid);
  if (!row) throw noSuchUser();
  return personPage(ctx, row);
}

/** The page for a profile already read (after a suspension, for example). */
export async function personPage(ctx: ServiceContext, row: UserRow): Promise<PersonPage> {
  const [signIn, roleRows, applicationRows, messageRows] = await Promise.all([
    signInAccount(ctx, row.uid),
    ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, row.uid), eq(auditLogs.type, 'role_change')))
      .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
      .limit(50),
    ctx.db
      .select({
        id: applications.id,
        programName: programs.name,
        status: applications.status,
        decision: applications.decision,
        submittedAt: applications.submittedAt,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(programs, eq(programs.id, applications.programId))
      .where(eq(applications.userId, row.uid))
      .orderBy(desc(applications.createdAt))
      .limit(50),
    row.email
      ? ctx.db
          .select({ id: messages.id, kind: messages.kind, message: messages.message, createdAt: messages.createdAt })
          .from(messages)
          .where(sql`lower(${messages.email}) = lower(${row.email})`)
          .orderBy(desc(messages.createdAt))
          .limit(20)
      : Promise.resolve([]),
  ]);
  const names = await namesOf(ctx.db, [...roleRows.map((entry) => entry.changedBy ?? ''), row.suspendedBy ?? '']);
  return {
    profile: toProfile(row),
    suspension: row.suspendedAt
      ? {
          at: row.suspendedAt.toISOString(),
          byName: names.get(row.suspendedBy ?? '')?.name ?? 'Former account',
          reason: row.suspensionReason ?? '',
        }
      : null,
    signIn,
    roleHistory: roleRows.map((entry) => ({
      id: String(entry.id),
      previousRole: isRole(entry.previousRole) ? entry.previousRole : null,
      newRole: entry.newRole!,
      reason: entry.reason ?? '',
      timestamp: entry.timestamp.toISOString(),
      changedBy: entry.changedBy ?? '',
      changedByName: names.get(entry.changedBy ?? '')?.name ?? 'Former account',
    })),
    applications: applicationRows.map((application) => ({
      ...application,
      submittedAt: application.submittedAt?.toISOString() ?? null,
      createdAt: application.createdAt.toISOString(),
    })),
    messages: messageRows.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

/** Firebase's side of the account, or null when it cannot say in time (no Admin API, unreachable, no account). */
async function signInAccount(ctx: ServiceContext, uid: string): Promise<SignInAccount | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SIGN_IN_LOOKUP_MS)));
  try {
    const account = await Promise.race([ctx.identity.lookup(uid), late]);
    if (!account) return null;
    const { emailVerified, disabled, lastSignInAt, providers } = account;
    return { emailVerified, disabled, lastSignInAt: lastSignInAt?.toISOString() ?? null, providers };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
