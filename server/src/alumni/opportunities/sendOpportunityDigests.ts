import { sql } from 'drizzle-orm';
import { utcDate } from '@sla/contract/schemas';
import { ROLES, hasPermission } from '@sla/permissions';
import { emailLinkSecret } from '../../account/emailLinkSecret.js';
import { signEmailLink } from '../../account/emailLinkToken.js';
import { unsubscribeLinks } from '../../account/unsubscribeLinks.js';
import type { ServiceContext } from '../../context.js';
import { opportunityDigestRuns, type OpportunityRow } from '../../db/schema.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { opportunityDigestMail } from '../../mail/templates/opportunityDigest.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many opportunities in one e-mail; the rest are on the board. */
export const DIGEST_MAX = 20;

/** The Monday (UTC) that starts the week holding `now`, as "2027-03-01". */
export function weekStart(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return utcDate(new Date(now.getTime() - day * DAY_MS));
}

/** The roles that read the board: only their holders get a digest (a role taken away stops it). */
const READER_ROLES = ROLES.filter((role) =>
  (['network_with_alumni', 'manage_alumni_profiles', 'access_student_portal'] as const).some((p) => hasPermission(role, p)),
);

interface Subscriber {
  uid: string;
  email: string;
  display_name: string | null;
  locale: string | null;
  fields: string[];
}

/**
 * The weekly digest, run from the background work every hour. The first run in a week claims the week (one row per
 * week, inserted once however many servers try: the others find it taken) and, in the same transaction, queues each
 * opted-in reader's e-mail of the opportunities posted in the week before that are still on the board and match
 * their fields (none chosen: every field), in their language. Nobody gets an empty digest. A failure rolls the claim
 * back, so the next run tries the week again; the dedupe key keeps a person to one e-mail a week.
 */
export async function sendOpportunityDigests(ctx: ServiceContext): Promise<{ week: string; sent: number } | null> {
  const now = ctx.now();
  const week = weekStart(now);
  const from = new Date(`${week}T00:00:00.000Z`).getTime() - 7 * DAY_MS;
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(opportunityDigestRuns)
      .values({ week, claimedAt: now })
      .onConflictDoNothing()
      .returning({ week: opportunityDigestRuns.week });
    if (!claimed.length) return null;
    const fresh = (await tx.execute(sql`
      SELECT id, kind, title, organisation, location, remote, deadline::text AS deadline, fields
      FROM opportunities
      WHERE closed_at IS NULL AND hidden_at IS NULL AND deadline >= ${utcDate(now)}::date
        AND posted_at >= ${new Date(from).toISOString()}::timestamptz AND posted_at < ${week}::date
      ORDER BY posted_at DESC, id DESC
    `)) as unknown as {
      rows: Pick<OpportunityRow, 'id' | 'kind' | 'title' | 'organisation' | 'location' | 'remote' | 'deadline' | 'fields'>[];
    };
    if (!fresh.rows.length) return { week, sent: 0 };
    const subscribers = (await tx.execute(sql`
      SELECT d.uid, u.email, u.display_name, u.locale, d.fields
      FROM opportunity_digests d JOIN users u ON u.uid = d.uid
      WHERE u.email IS NOT NULL AND u.suspended_at IS NULL AND u.role IN (${sql.join(
        READER_ROLES.map((role) => sql`${role}`),
        sql`, `,
      )})
    `)) as unknown as { rows: Subscriber[] };
    let sent = 0;
    for (const person of subscribers.rows) {
      const matching = fresh.rows.filter(
        (item) => person.fields.length === 0 || item.fields.some((field) => person.fields.includes(field)),
      );
      if (!matching.length) continue;
      const locale = person.locale === 'fr' || person.locale === 'en' ? person.locale : null;
      // One click stops it (RFC 8058), as every optional e-mail: the signed link names the person and the digest.
      const stop = unsubscribeLinks(
        ctx.settings.siteUrl,
        signEmailLink(emailLinkSecret(), { uid: person.uid, category: 'opportunity_digest', issuedAt: now }),
        locale,
      );
      const queued = await enqueueMail(
        tx,
        opportunityDigestMail({
          to: person.email,
          locale,
          recipientName: person.display_name,
          items: matching.slice(0, DIGEST_MAX).map((item) => ({
            ...item,
            url: pageUrl(ctx.settings.siteUrl, `/alumni/opportunities/${item.id}`, locale),
          })),
          more: Math.max(0, matching.length - DIGEST_MAX),
          boardUrl: pageUrl(ctx.settings.siteUrl, '/alumni/opportunities', locale),
          accountUrl: pageUrl(ctx.settings.siteUrl, '/account', locale),
          unsubscribe: stop,
          dedupeKey: `opportunity_digest:${week}:${person.uid}`,
        }),
        now,
      );
      if (queued) sent += 1;
    }
    return { week, sent };
  });
}
