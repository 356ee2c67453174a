// Emptying the database between tests, in one round trip. TRUNCATE of every table cost about 60-120 ms a test on
// PGlite (each table and index gets a new file); most tests write to a handful of tables, so this looks for the
// tables that hold rows and deletes from those alone (about 3 ms), then restarts their sequences, as TRUNCATE ...
// RESTART IDENTITY did. Installed in the migrated template (testing/templates.ts), so every test database has it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/**
 * `sla_test.empty_tables(names)`: empties the tables named and every table that refers to them, however indirectly
 * (what TRUNCATE ... CASCADE would empty); NULL empties every table but the migrations' record. Answers the tables it
 * emptied. Foreign keys are not checked while it deletes (every table that could hold a dangling reference is emptied
 * in the same call); a role that may not turn them off (not a superuser) gets TRUNCATE ... CASCADE instead.
 */
export const EMPTY_TABLES_FUNCTION = [
  'CREATE SCHEMA IF NOT EXISTS sla_test',
  `CREATE OR REPLACE FUNCTION sla_test.empty_tables(only_these text[] DEFAULT NULL) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  candidates text[];
  dirty text[] := '{}';
  table_name text;
  sequence_name text;
  has_rows boolean;
BEGIN
  IF only_these IS NULL THEN
    SELECT array_agg(tablename::text) INTO candidates
      FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations';
  ELSE
    WITH RECURSIVE closure(oid) AS (
      SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relname = ANY (only_these)
      UNION
      SELECT f.conrelid FROM pg_constraint f JOIN closure ON f.confrelid = closure.oid WHERE f.contype = 'f'
    )
    SELECT array_agg(relname::text) INTO candidates FROM pg_class WHERE oid IN (SELECT oid FROM closure);
  END IF;
  FOREACH table_name IN ARRAY coalesce(candidates, '{}') LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM public.%I)', table_name) INTO has_rows;
    IF has_rows THEN dirty := dirty || table_name; END IF;
  END LOOP;
  IF cardinality(dirty) = 0 THEN RETURN dirty; END IF;
  BEGIN
    SET LOCAL session_replication_role = replica;
    FOREACH table_name IN ARRAY dirty LOOP EXECUTE format('DELETE FROM public.%I', table_name); END LOOP;
    SET LOCAL session_replication_role = origin;
  EXCEPTION WHEN insufficient_privilege THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(format('public.%I', t), ', ') FROM unnest(dirty) AS t) || ' CASCADE';
  END;
  FOR sequence_name IN
    SELECT s.oid::regclass::text FROM pg_depend d
      JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
      JOIN pg_class t ON t.oid = d.refobjid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname = ANY (dirty) AND d.deptype IN ('a', 'i')
  LOOP
    EXECUTE format('ALTER SEQUENCE %s RESTART', sequence_name);
  END LOOP;
  RETURN dirty;
END $$`,
];

/**
 * Empties `tables` and every table referring to them (every table when none are named), as a fresh migrated database
 * has them. Answers the tables that held rows.
 */
export async function emptyTables(db: Db, tables?: readonly string[]): Promise<string[]> {
  const names = tables ? sql`${`{${tables.join(',')}}`}::text[]` : sql`NULL`;
  const result = (await db.execute(sql`SELECT sla_test.empty_tables(${names}) AS emptied`)) as unknown as {
    rows: { emptied: string[] }[];
  };
  return result.rows[0]!.emptied;
}
