import type { ServiceContext } from './context.js';
import { startMailWorker } from './mail/mailWorker.js';
import type { MailTransport } from './mail/outgoingMail.js';
import { sweepRateLimits } from './rateLimit/sweepRateLimits.js';
import { repeatEvery } from './repeatEvery.js';

const SWEEP_EVERY_MS = 10 * 60_000;

/** What the service does besides answering requests: delivering mail, forgetting old rate-limit counters. */
export function startBackgroundWork(ctx: ServiceContext, transport: MailTransport): { stop(): Promise<void> } {
  const mail = startMailWorker(ctx, transport);
  const sweeper = repeatEvery(SWEEP_EVERY_MS, () => sweepRateLimits(ctx), (error) => console.error('[rate limits] sweep failed', error));
  return {
    async stop() {
      await Promise.all([mail.stop(), sweeper.stop()]);
    },
  };
}
