import type { NamedAuditEntry } from '@sla/data';

/** A row of the activity log: one entry, or a run of the same refusal repeated. */
export type ActivityRow =
  | { kind: 'entry'; entry: NamedAuditEntry }
  /** Newest first, as loaded; two or more. */
  | { kind: 'refusals'; entries: NamedAuditEntry[] };

/** What makes two refusals "the same": the person, the permission and where they were refused. */
function refusalKey(entry: NamedAuditEntry): string | null {
  if (entry.type !== 'permission_check' || entry.granted) return null;
  const { path, action } = entry.context;
  const place = typeof path === 'string' && path ? `path:${path}` : typeof action === 'string' ? `action:${action}` : '';
  return JSON.stringify([entry.userId, entry.permission, place]);
}

/**
 * Collapses consecutive refusals of the same person, permission and place into one row. Done over the entries
 * loaded so far rather than by the service: paging stays plain keyset paging, and a run cut by a page boundary
 * joins up again as soon as the next page is loaded (decision 0024).
 */
export function groupRefusals(entries: readonly NamedAuditEntry[]): ActivityRow[] {
  const rows: ActivityRow[] = [];
  let runKey: string | null = null;
  for (const entry of entries) {
    const key = refusalKey(entry);
    const last = rows.at(-1);
    if (key !== null && key === runKey && last) {
      if (last.kind === 'refusals') last.entries.push(entry);
      else rows[rows.length - 1] = { kind: 'refusals', entries: [last.entry, entry] };
      continue;
    }
    runKey = key;
    rows.push({ kind: 'entry', entry });
  }
  return rows;
}
