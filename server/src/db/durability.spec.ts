// Acknowledged writes survive the service being killed (SIGKILL) mid-stream, and a second service
// on the same PGlite folder is refused at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from './open.js';
import { users } from './schema.js';
import { scratchPostgres } from '../testing/backends.js';
import { emulatorToken } from '../testing/tokens.js';
import { freePort, spawnService } from '../testing/spawnService.js';

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

interface Where {
  env: Record<string, string>;
  target: DatabaseTarget;
  cleanup: () => Promise<void>;
}

async function pgliteTarget(): Promise<Where> {
  const folder = await mkdtemp(join(tmpdir(), 'sla-durability-'));
  folders.push(folder);
  const dir = join(folder, 'pglite');
  return { env: { DATA_DIR: dir }, target: { kind: 'pglite', dir }, cleanup: async () => undefined };
}

async function postgresTarget(url: string): Promise<Where> {
  const scratch = await scratchPostgres(url, 'sla_durability');
  return { env: { DATABASE_URL: scratch.url }, target: { kind: 'postgres', url: scratch.url }, cleanup: scratch.drop };
}

async function killDuringWrites(where: Where) {
  const port = await freePort();
  const service = spawnService({ ...where.env, API_PORT: String(port) });
  await service.ready(port);
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (stream: number) => {
    for (let i = 0; !stop; i++) {
      const uid = `w${stream}-${i}`;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/users/me`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${emulatorToken('demo-test', { uid, email: `${uid}@example.org` })}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ displayName: uid }),
        });
        if (response.status === 201) acknowledged.push(uid);
      } catch {
        return; // The service is gone: this write was never acknowledged.
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
  service.child.kill('SIGKILL');
  await service.exited;
  stop = true;
  await Promise.all(writers);

  // Restart on the same data, as an operator would, and look for every acknowledged row.
  const restartPort = await freePort();
  const restarted = spawnService({ ...where.env, API_PORT: String(restartPort) });
  await restarted.ready(restartPort);
  restarted.child.kill('SIGTERM');
  await restarted.exited;
  const database = await openDatabase(where.target);
  try {
    const found = await database.db.select({ uid: users.uid }).from(users).where(inArray(users.uid, acknowledged));
    return { acknowledged: acknowledged.length, found: found.length };
  } finally {
    await database.close();
    await where.cleanup();
  }
}

describe('durability', () => {
  it('keeps every acknowledged write when PGlite is killed mid-stream', async () => {
    const result = await killDuringWrites(await pgliteTarget());
    expect(result.acknowledged).toBeGreaterThanOrEqual(150);
    expect(result.found).toBe(result.acknowledged);
  }, 180_000);

  it.skipIf(!postgresUrl)(
    'keeps every acknowledged write when the service on PostgreSQL is killed (skipped without TEST_DATABASE_URL)',
    async () => {
      const result = await killDuringWrites(await postgresTarget(postgresUrl!));
      expect(result.found).toBe(result.acknowledged);
    },
    180_000,
  );

  it('refuses a second service on the same PGlite folder at once, naming the first', async () => {
    const where = await pgliteTarget();
    const port = await freePort();
    const first = spawnService({ ...where.env, API_PORT: String(port) });
    await first.ready(port);
    try {
      const started = Date.now();
      const second = spawnService({ ...where.env, API_PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by another data service (process ${first.child.pid})`);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  }, 120_000);
});
