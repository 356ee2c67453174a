import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { OutboxRow } from '../db/schema.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';
import { claimDueMail } from './claimDueMail.js';
import { deliverDueMail } from './deliverDueMail.js';
import { enqueueMail } from './enqueueMail.js';
import { startMailWorker } from './mailWorker.js';
import { MailDeliveryError, type MailTransport, type OutgoingMail } from './outgoingMail.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, SEND_LEASE_MS } from './retryPolicy.js';
import { outboxOnlyTransport } from './transports/outboxOnly.js';

const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const mail = (to = 'reader@example.org', extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test',
  to,
  subject: 'Hello',
  text: 'Hello there',
  ...extra,
});

/** A transport that fails the first `failures` sends, then works; it remembers every attempt. */
function flakyTransport(failures: number, error: () => Error = () => new Error('connection refused')) {
  const attempts: { id: number; from: string }[] = [];
  const transport: MailTransport = {
    name: 'flaky',
    async send(message, from) {
      attempts.push({ id: message.id, from });
      if (attempts.length <= failures) throw error();
    },
  };
  return { transport, attempts };
}

describeOnEachBackend('mail outbox delivery', (backend) => {
  const service = useTestService(backend, { settings: { mailFrom: 'Test Sender <sender@example.org>' } });
  beforeEach(async () => {
    service.setClock(T0);
  });

  const enqueue = (message = mail()) => enqueueMail(service.database.db, message, service.ctx.now());
  const row = async (): Promise<OutboxRow> => {
    const [found] = await service.rows(
      sql`SELECT id, status, attempts, next_attempt_at AS "nextAttemptAt", last_error AS "lastError", transport, sent_at AS "sentAt" FROM outbox ORDER BY id LIMIT 1`,
    );
    return { ...found, nextAttemptAt: new Date(found.nextAttemptAt), sentAt: found.sentAt && new Date(found.sentAt) };
  };
  const deliverAt = (ms: number, transport: MailTransport) => {
    service.setClock(at(ms));
    return deliverDueMail(service.ctx, transport);
  };

  it('retries a failing send with growing waits, then marks it sent', async () => {
    await enqueue();
    const { transport, attempts } = flakyTransport(2);
    expect(await deliverAt(0, transport)).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await row()).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: at(30_000),
      lastError: 'connection refused',
    });
    expect(await deliverAt(29_999, transport)).toMatchObject({ claimed: 0 });
    expect(await deliverAt(30_000, transport)).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await row()).toMatchObject({ status: 'queued', attempts: 2, nextAttemptAt: at(30_000 + 120_000) });
    expect(await deliverAt(150_000, transport)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, lastError: null, transport: 'flaky', sentAt: at(150_000) });
    expect(attempts.map((attempt) => attempt.from)).toEqual(Array(3).fill('Test Sender <sender@example.org>'));
    expect(await deliverAt(10 * 60 * 60_000, transport)).toMatchObject({ claimed: 0 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts spread over the retry schedule, keeping the last error`, async () => {
    await enqueue();
    const { transport, attempts } = flakyTransport(Infinity);
    let elapsed = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect((await deliverAt(elapsed, transport)).claimed, `attempt ${attempt}`).toBe(1);
      elapsed += RETRY_DELAYS_MS[attempt - 1] ?? 0;
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'connection refused' });
    expect(await deliverAt(elapsed + 48 * 60 * 60_000, transport)).toMatchObject({ claimed: 0 });
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(20 * 60 * 60_000);
  });

  it('fails at once when the server refuses the message for good', async () => {
    await enqueue();
    const { transport } = flakyTransport(1, () => new MailDeliveryError('550 no such mailbox', true));
    expect(await deliverAt(0, transport)).toMatchObject({ failed: 1 });
    expect(await row()).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 no such mailbox' });
  });

  it('takes over a message whose worker died mid-send once its lease expires, and never loses it', async () => {
    await enqueue();
    // A worker claims the message and dies before settling it.
    expect(await claimDueMail(service.database.db, T0, 10)).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sending', attempts: 1, nextAttemptAt: at(SEND_LEASE_MS) });
    const { transport, attempts } = flakyTransport(0);
    expect(await deliverAt(SEND_LEASE_MS - 1, transport)).toMatchObject({ claimed: 0 });
    expect(await deliverAt(SEND_LEASE_MS, transport)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(attempts).toHaveLength(1);
  });

  it('gives up on a message whose last allowed attempt died mid-send', async () => {
    await enqueue();
    await service.database.db.execute(sql`UPDATE outbox SET attempts = ${MAX_ATTEMPTS - 1}`);
    await claimDueMail(service.database.db, T0, 10);
    const { transport, attempts } = flakyTransport(0);
    expect(await deliverAt(SEND_LEASE_MS, transport)).toMatchObject({ claimed: 0 });
    expect(await row()).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringMatching(/never finished/),
    });
    expect(attempts).toHaveLength(0);
  });

  it('does not let a worker that lost its lease overwrite the outcome of the one that took over', async () => {
    await enqueue();
    let failSlowSend!: (error: Error) => void;
    let slowSendStarted!: () => void;
    const started = new Promise<void>((resolve) => (slowSendStarted = resolve));
    const slow: MailTransport = {
      name: 'slow',
      send: () => {
        slowSendStarted();
        return new Promise((_resolve, reject) => (failSlowSend = reject));
      },
    };
    const slowRound = deliverAt(0, slow);
    await started;
    expect(await deliverAt(SEND_LEASE_MS + 1, outboxOnlyTransport)).toMatchObject({ sent: 1 });
    failSlowSend(new Error('timed out after all'));
    await slowRound;
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, transport: 'outbox', lastError: null });
  });

  it('never gives one message to two workers running at once', async () => {
    for (let i = 0; i < 30; i++) await enqueue(mail(`reader${i}@example.org`));
    const sent: number[] = [];
    const recording: MailTransport = {
      name: 'recording',
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.id);
      },
    };
    const rounds = await Promise.all([1, 2, 3, 4].map(() => deliverDueMail(service.ctx, recording, 5)));
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(sent.length);
    expect(new Set(sent).size).toBe(sent.length);
    while ((await deliverDueMail(service.ctx, recording, 5)).claimed);
    expect(sent.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it("commits mail with the caller's transaction: a rolled-back change sends nothing; a dedupe key sends once", async () => {
    await expect(
      service.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail(), T0);
        throw new Error('the form could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect(await service.count(sql`SELECT count(*) AS n FROM outbox`)).toBe(0);
    expect(await enqueue(mail('a@example.org', { dedupeKey: 'receipt:evt_1' }))).toBe(true);
    expect(await enqueue(mail('a@example.org', { dedupeKey: 'receipt:evt_1' }))).toBe(false);
    expect(await service.count(sql`SELECT count(*) AS n FROM outbox`)).toBe(1);
  });

  it('delivers in the background of the service until stopped', async () => {
    service.setClock(null);
    await enqueue();
    const worker = startMailWorker(service.ctx, outboxOnlyTransport);
    try {
      const deadline = Date.now() + 10_000;
      while ((await row()).status !== 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await worker.stop();
    }
    expect(await row()).toMatchObject({ status: 'sent', transport: 'outbox' });
  });

  it('shows admins the outbox newest first, by address (any case) and status, with keyset pages', async () => {
    await service.addUser('admin-reader', 'admin');
    for (let i = 0; i < 5; i++) {
      service.setClock(at(i * 1000));
      await enqueue(mail(i % 2 ? 'Odd@Example.org' : 'even@example.org', { subject: `Message ${i}` }));
    }
    await deliverAt(2500, outboxOnlyTransport);
    const list = (query: string) =>
      service
        .request({ method: 'GET', url: `/api/outbox${query}`, headers: service.as('admin-reader') })
        .then((response) => response.json());
    expect((await list('?to=odd@example.ORG')).items.map((message: { subject: string }) => message.subject)).toEqual([
      'Message 3',
      'Message 1',
    ]);
    expect((await list('?status=queued')).items.map((message: { subject: string }) => message.subject)).toEqual([
      'Message 4',
      'Message 3',
    ]);
    const first = await list('?limit=2');
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((message: { subject: string }) => message.subject)).toEqual([
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(first.items[0]).toMatchObject({
      to: 'even@example.org',
      status: 'queued',
      attempts: 0,
      text: 'Hello there',
      sentAt: null,
    });
  });
});
