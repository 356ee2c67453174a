// The cohort, module, pairing and completion specs' view of the delivery tables (never imported by the service). The
// rows themselves come from ../testing/fixtures.ts.
import { sql } from 'drizzle-orm';
import type { TestService } from '../../testing/testService.js';

/** Every delivery table as text, to show that a refusal changed nothing. */
export async function deliverySnapshot(service: TestService): Promise<string> {
  const tables = [
    'users',
    'cohorts',
    'cohort_members',
    'modules',
    'module_files',
    'module_progress',
    'mentorships',
    'alumni_profiles',
  ];
  const rows = [];
  for (const table of tables) {
    const columns = table === 'module_files' ? sql`id, module_id, name, type, size` : sql`*`;
    rows.push(await service.rows(sql`SELECT ${columns} FROM ${sql.identifier(table)} ORDER BY 1, 2`));
  }
  rows.push(await service.rows(sql`SELECT type, user_id, new_role FROM audit_logs WHERE type = 'role_change' ORDER BY id`));
  return JSON.stringify(rows);
}
