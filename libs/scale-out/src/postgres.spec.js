import net from 'node:net';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './postgres.js';

// Not made with mkdtemp: PostgreSQL runs as a user of its own, who could not enter a folder only root may (0700).
const dir = join(tmpdir(), `sla-embedded-pg-${process.pid}`);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the embedded PostgreSQL', () => {
  it(
    'fails at once with PostgreSQL’s own words when it cannot start, rather than after the 90 s wait',
    { timeout: 60_000 },
    async () => {
      // Something else holds the port: PostgreSQL cannot listen, and its process stops.
      const taken = net.createServer();
      await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const started = Date.now();
      try {
        await expect(startEmbeddedPostgres({ dir: join(dir, 'data'), port: taken.address().port })).rejects.toThrow(
          /PostgreSQL stopped before it answered:[\s\S]*(could not bind|Address already in use)/,
        );
      } finally {
        taken.close();
      }
      expect(Date.now() - started).toBeLessThan(45_000);
    },
  );
});
