import * as z from 'zod/mini';
import { cursor, limit } from './paging.js';

/** Audit log listing: newest first, 50 per page unless asked otherwise (docs/requirements.md#audit-log). */
export const AUDIT_PAGE_SIZE = 50;
export const listAuditLogsQuery = z.object({
  userId: z.optional(z.string().check(z.trim(), z.minLength(1, 'Give a user.'), z.maxLength(128, 'This user id is too long.'))),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});
export type ListAuditLogsQuery = Omit<z.input<typeof listAuditLogsQuery>, 'limit'> & { limit?: number };

export const permissionCheckInput = z.object({
  permission: z.string().check(z.trim(), z.minLength(1, 'Name the permission.'), z.maxLength(200, 'Too long.')),
  path: z.string().check(z.minLength(1, 'Give the path.'), z.maxLength(2000, 'Too long.')),
});
export type PermissionCheckInput = z.infer<typeof permissionCheckInput>;
