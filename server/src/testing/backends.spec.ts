// The test databases themselves: what a suite is lent is as empty as a fresh migrated database, whatever the suite
// before it left; emptying follows references; a database of a suite's own is its own.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { describeOnEachBackend } from './backends.js';
import { emptyTables } from './emptyTables.js';

const count = async (database: Database, table: string) =>
  Number(
    ((await database.db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`)) as unknown as { rows: { n: string }[] })
      .rows[0]!.n,
  );

const addAuditEntry = async (database: Database) =>
  (
    (await database.db.execute(
      sql`INSERT INTO audit_logs (type, user_id, timestamp) VALUES ('permission_check', 'someone', now()) RETURNING id`,
    )) as unknown as { rows: { id: string | number }[] }
  ).rows[0]!.id;

describeOnEachBackend('test databases', (backend) => {
  it('lends the next suite a database as empty as a new one: no rows, sequences from 1, no session settings', async () => {
    const first = await backend.open();
    try {
      await addAuditEntry(first);
      await first.db.execute(
        sql`INSERT INTO users (uid, role, created_at, updated_at) VALUES ('left-behind', 'admin', now(), now())`,
      );
      await first.db.execute(sql`SET TIME ZONE 'Pacific/Kiritimati'`);
    } finally {
      await first.close();
    }
    const next = await backend.open();
    try {
      expect([await count(next, 'users'), await count(next, 'audit_logs')]).toEqual([0, 0]);
      expect(Number(await addAuditEntry(next))).toBe(1);
      const zone = (await next.db.execute(sql`SHOW TIME ZONE`)) as unknown as { rows: { TimeZone: string }[] };
      expect(zone.rows[0]!.TimeZone).not.toBe('Pacific/Kiritimati');
    } finally {
      await next.close();
    }
  });

  it('empties the tables named and those that refer to them, and only those', async () => {
    const database = await backend.open();
    try {
      await database.db.execute(
        sql`INSERT INTO users (uid, role, created_at, updated_at) VALUES ('kofi', 'alumni', now(), now())`,
      );
      // email_preferences refers to users; audit_logs does not.
      await database.db.execute(sql`INSERT INTO email_preferences (uid, updated_at) VALUES ('kofi', now())`);
      await addAuditEntry(database);
      expect((await emptyTables(database.db, ['users'])).sort()).toEqual(['email_preferences', 'users']);
      expect([
        await count(database, 'users'),
        await count(database, 'email_preferences'),
        await count(database, 'audit_logs'),
      ]).toEqual([0, 0, 1]);
      expect(await emptyTables(database.db)).toEqual(['audit_logs']);
      expect(await emptyTables(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('gives a suite that asks for one a database of its own, beside the lent one', async () => {
    const lent = await backend.open();
    const own = await backend.openOwn();
    try {
      await addAuditEntry(own);
      expect([await count(own, 'audit_logs'), await count(lent, 'audit_logs')]).toEqual([1, 0]);
    } finally {
      await own.close();
      await lent.close();
    }
  });
});
