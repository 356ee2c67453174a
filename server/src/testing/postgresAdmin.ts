// Statements about databases (create, copy, drop) on the PostgreSQL server the tests use, each on a connection of its
// own to the database named in TEST_DATABASE_URL.

/** Runs one statement on its own connection and answers its rows. */
export async function administerPostgres(url: string, statement: string): Promise<Record<string, string>[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, string>[];
  } finally {
    await client.end();
  }
}

/** The same server's address for another database. */
export function postgresUrlFor(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}
