import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { MIGRATIONS } from './migrations.js';

// Any constant shared by every instance: several services starting at once migrate one at a time.
const MIGRATION_LOCK = 724_001;

/** Applies the migrations not yet applied, each in its own transaction, in order. */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      await tx.execute(
        sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = (await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE id = ${migration.id}`)) as unknown as {
        rows: unknown[];
      };
      if (done.rows.length) return;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
      applied.push(migration.id);
    });
  }
  return applied;
}
