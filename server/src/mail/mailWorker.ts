import type { ServiceContext } from '../context.js';
import { repeatEvery } from '../repeatEvery.js';
import { deliverDueMail } from './deliverDueMail.js';
import type { MailTransport } from './outgoingMail.js';

/** Short enough that a confirmation e-mail feels immediate; one indexed query when idle. */
export const MAIL_POLL_MS = 2000;
const BATCH = 10;

/** Delivers due mail in the background of the service process until stopped. */
export function startMailWorker(ctx: ServiceContext, transport: MailTransport): { stop(): Promise<void> } {
  return repeatEvery(
    MAIL_POLL_MS,
    async () => {
      // A full batch means more may be waiting: keep going rather than wait for the next tick.
      while ((await deliverDueMail(ctx, transport, BATCH)).claimed === BATCH);
    },
    (error) => console.error('[mail] delivery round failed', error),
  );
}
