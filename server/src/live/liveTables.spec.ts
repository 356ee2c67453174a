// The tables behind live events on several instances: open streams counted for every instance (expiring when an
// instance stops renewing them), and the sweep of old events and of streams whose instance died.
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { TOO_MANY_STREAMS } from '@sla/contract/serviceMessages';
import { createTableLedger, STREAMS_PER_PERSON, type StreamLedger } from '../http/personStreams.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';
import { sweepLive } from './sweepLive.js';

describeOnEachBackend('live_streams and live_events', (backend) => {
  const service = useTestService(backend);
  const ledgers: StreamLedger[] = [];
  const ledger = (instance: string) => {
    const made = createTableLedger(service.database.db, instance, 60_000);
    ledgers.push(made);
    return made;
  };
  afterEach(async () => {
    for (const made of ledgers.splice(0)) await made.stop();
  });

  it(`counts a person’s streams on every instance together: ${STREAMS_PER_PERSON}, then 429 on either`, async () => {
    const [a, b] = [ledger('instance-a'), ledger('instance-b')];
    for (let i = 0; i < STREAMS_PER_PERSON; i++) await (i % 2 ? b : a).take('ada', `s-${i}`);
    await expect(a.take('ada', 's-next')).rejects.toMatchObject({ code: 'rate_limited', message: TOO_MANY_STREAMS });
    await expect(b.take('ada', 's-next')).rejects.toMatchObject({ code: 'rate_limited' });
    // Someone else is counted apart.
    await b.take('bo', 'bo-1');
    await a.release('s-1');
    await b.take('ada', 's-next');
    expect(await a.count('ada')).toBe(STREAMS_PER_PERSON);
  });

  it('no longer counts the streams of an instance that stopped renewing them, and the sweep deletes them', async () => {
    const [dead, alive] = [ledger('instance-dead'), ledger('instance-alive')];
    for (let i = 0; i < STREAMS_PER_PERSON; i++) await dead.take('ada', `s-${i}`);
    // The dead instance's leases ran out.
    await service.database.db.execute(sql`UPDATE live_streams SET expires_at = now() - interval '1 second'`);
    await alive.take('ada', 'fresh');
    expect(await alive.count('ada')).toBe(1);
    expect(await sweepLive(service.ctx)).toEqual({ events: 0, streams: STREAMS_PER_PERSON });
    expect(await service.count(sql`SELECT count(*) AS n FROM live_streams`)).toBe(1);
  });

  it('forgets its own streams when the instance stops', async () => {
    const [a, b] = [ledger('instance-a'), ledger('instance-b')];
    await a.take('ada', 'a-1');
    await b.take('ada', 'b-1');
    await a.stop();
    expect(await service.rows(sql`SELECT id FROM live_streams`)).toEqual([{ id: 'b-1' }]);
  });

  it('sweeps live events older than an hour, and keeps the newer ones', async () => {
    await service.database.db.execute(sql`
      INSERT INTO live_events (id, channel, origin, data, at) VALUES
        ('old', 'content', 'i', '{}', now() - interval '61 minutes'),
        ('new', 'content', 'i', '{}', now() - interval '59 minutes')`);
    expect(await sweepLive(service.ctx)).toEqual({ events: 1, streams: 0 });
    expect(await service.rows(sql`SELECT id FROM live_events`)).toEqual([{ id: 'new' }]);
  });
});
