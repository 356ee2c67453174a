import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';
import { cursor, limit } from './paging.js';

/** Audit log listing: newest first, 50 per page unless asked otherwise (docs/requirements.md#audit-log). */
export const AUDIT_PAGE_SIZE = 50;

/**
 * What the activity log filters by (decision 0024): `sign_in` is everything about an account's access other than its
 * role (invitations, suspension, verification e-mails, account_event entries) plus accounts deleted by their owner.
 */
export const AUDIT_LOG_KINDS = ['role_change', 'access_refused', 'sign_in', 'settings', 'releases'] as const;
export type AuditLogKind = (typeof AUDIT_LOG_KINDS)[number];
export const AUDIT_LOG_KIND_LABELS: Readonly<Record<AuditLogKind, string>> = {
  role_change: msg('Role changes'),
  access_refused: msg('Access refused'),
  sign_in: msg('Sign-in and accounts'),
  settings: msg('Settings changes'),
  releases: msg('Releases'),
};

export const AUDIT_LOG_MESSAGES = {
  kind: messageWith(msg('Choose one of: {kinds}.'))({ kinds: AUDIT_LOG_KINDS.join(', ') }),
  date: msg('Give the date as YYYY-MM-DD.'),
  noSuchDate: msg('There is no such date.'),
  years: msg('Give a date between the years 1970 and 9998.'),
  order: msg('The start date must be on or before the end date.'),
};

/** A calendar day, YYYY-MM-DD, that exists (not 2025-02-30). */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_LOG_MESSAGES.date),
  z.refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, AUDIT_LOG_MESSAGES.noSuchDate),
  // Outside these years the day's bounds (and the day after `to`) are not timestamps the database takes.
  z.refine((text) => text >= '1970-01-01' && text <= '9998-12-31', AUDIT_LOG_MESSAGES.years),
);

/** The activity log's filters, shared by the page listing and the CSV export. Days are whole UTC days, both inclusive. */
const auditLogFilterShape = {
  userId: z.optional(
    z.string().check(z.trim(), z.minLength(1, msg('Give a user.')), z.maxLength(128, msg('This user id is too long.'))),
  ),
  /** Exactly this uid, as the entry's subject or its actor: a person's page shows what concerns them and what they did. */
  personUid: z.optional(
    z.string().check(z.trim(), z.minLength(1, msg('Give a user.')), z.maxLength(128, msg('This user id is too long.'))),
  ),
  kind: z.optional(z.enum(AUDIT_LOG_KINDS, { error: AUDIT_LOG_MESSAGES.kind })),
  /** A uid, or part of a name or e-mail address: entries about that person or done by them. */
  person: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, msg('Give a name, e-mail or user id.')),
        z.maxLength(200, msg('Too long: 200 characters at most.')),
      ),
  ),
  from: z.optional(day),
  to: z.optional(day),
};
const datesInOrder = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (query) => !query.from || !query.to || query.from <= query.to,
  {
    message: AUDIT_LOG_MESSAGES.order,
    path: ['to'],
  },
);

export const auditLogFilters = z.object(auditLogFilterShape).check(datesInOrder);
export type AuditLogFilters = z.input<typeof auditLogFilters>;

export const listAuditLogsQuery = z
  .object({ ...auditLogFilterShape, cursor: z.optional(cursor), limit: z.optional(limit(200)) })
  .check(datesInOrder);
export type ListAuditLogsQuery = Omit<z.input<typeof listAuditLogsQuery>, 'limit'> & { limit?: number };

export const permissionCheckInput = z.object({
  permission: z.string().check(z.trim(), z.minLength(1, msg('Name the permission.')), z.maxLength(200, msg('Too long.'))),
  path: z.string().check(z.minLength(1, msg('Give the path.')), z.maxLength(2000, msg('Too long.'))),
});
export type PermissionCheckInput = z.infer<typeof permissionCheckInput>;
