// What tells the fuzzer whether an operation's requests changed any row, so the world is written again only then: most
// operations refuse every request (4xx) and change nothing, and writing the world again took 130-160 ms an operation
// (about 40 s a backend, most of the PostgreSQL run). Installed on the fuzz world's database; dropped when it closes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

// Per table, its row count and the newest transaction that wrote one of its rows (xmin): an insert or update gives a
// row a newer xmin, a delete lowers the count. Sequences are left out: a number drawn changes no row another operation
// could need.
const CREATE = `CREATE OR REPLACE FUNCTION sla_test.data_fingerprint() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  table_name text;
  part text;
  result text := '';
BEGIN
  FOR table_name IN SELECT tablename::text FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename LOOP
    EXECUTE format('SELECT count(*)::text || '':'' || coalesce(max(xmin::text::bigint), 0)::text FROM public.%I', table_name)
      INTO part;
    result := result || table_name || '=' || part || ';';
  END LOOP;
  RETURN result;
END $$`;

export async function installDataFingerprint(db: Db): Promise<() => Promise<string>> {
  await db.execute(sql.raw(CREATE));
  return async () => {
    const result = (await db.execute(sql`SELECT sla_test.data_fingerprint() AS print`)) as unknown as {
      rows: { print: string }[];
    };
    return result.rows[0]!.print;
  };
}

export async function dropDataFingerprint(db: Db): Promise<void> {
  await db.execute(sql`DROP FUNCTION IF EXISTS sla_test.data_fingerprint()`);
}
