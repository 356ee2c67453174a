import { enqueueMessageMail } from './applicantMessages/enqueueMessageMail.js';
import { sendOpportunityDigests } from './alumni/opportunities/sendOpportunityDigests.js';
import { remindRegistrants } from './content/eventRegistrations/remindRegistrants.js';
import { publishDueContent } from './content/publishDueContent.js';
import type { ServiceContext } from './context.js';
import { startMailWorker } from './mail/mailWorker.js';
import type { MailTransport } from './mail/outgoingMail.js';
import { sweepRateLimits } from './rateLimit/sweepRateLimits.js';
import { sweepLive } from './live/sweepLive.js';
import { sweepUnsentStoryPictures } from './content/storyPictures/sweepUnsentStoryPictures.js';
import { expireMobileMoneyPayments } from './donations/expireMobileMoneyPayments.js';
import { pruneSubscriptionEnds } from './giving/pruneSubscriptionEnds.js';
import { repeatEvery } from './repeatEvery.js';
import { releaseDueDecisions } from './review/releaseDueDecisions.js';
import { sendReferenceReminders } from './references/sendReferenceReminders.js';
import { refreshSiteSettings } from './siteSettings/storedSiteSettings.js';
import { startRoleClaimSync } from './users/roleClaims/startRoleClaimSync.js';

const SWEEP_EVERY_MS = 10 * 60_000;
/** A decision scheduled for a time reaches the applicant within half a minute of it. */
const RELEASE_EVERY_MS = 30_000;
/** Scheduled stories and events show as published in the editors' lists within half a minute of their time. */
const PUBLISH_EVERY_MS = 30_000;
/** An admin's change of the site settings reaches every other instance of the service within a few seconds. */
const SETTINGS_EVERY_MS = 5_000;
/** Live events older than an hour, and the open streams of instances that died, go within a few minutes. */
const LIVE_SWEEP_EVERY_MS = 5 * 60_000;
/** Reference letters' reminders (a few days before the deadline) go within a quarter of an hour of their time. */
const REFERENCE_REMINDERS_EVERY_MS = 15 * 60_000;
/** A message to applicants reaches their outbox within seconds; one query on an empty partial index when idle. */
const MESSAGE_MAIL_EVERY_MS = 2_000;
/** The weekly opportunities digest goes out within an hour of Monday 00:00 UTC (one server claims each week). */
const DIGEST_EVERY_MS = 60 * 60_000;
/** A registrant hears the day before an event within five minutes of its 24-hour mark. */
const REMIND_EVERY_MS = 5 * 60_000;

/**
 * What the service does besides answering requests: delivering mail, releasing decisions and publishing
 * scheduled content whose time has come, copying roles to Firebase custom claims (every few seconds and at once
 * after a role change; not at all when no Firebase Admin API is configured, `syncRoleClaims: false`), forgetting
 * old rate-limit counters, old live events and the open streams of instances that died; reminding referees whose
 * letter is due in a few days, queueing the e-mails of messages to applicants, sending the weekly opportunities
 * digest, and expiring mobile-money payments never confirmed.
 */
export function startBackgroundWork(
  ctx: ServiceContext,
  transport: MailTransport,
  options: { syncRoleClaims?: boolean } = {},
): { stop(): Promise<void> } {
  const mail = startMailWorker(ctx, transport);
  const roleClaims = options.syncRoleClaims === false ? null : startRoleClaimSync(ctx);
  const releases = repeatEvery(
    RELEASE_EVERY_MS,
    () => releaseDueDecisions(ctx),
    (error) => console.error('[decisions] release failed', error),
  );
  const publishing = repeatEvery(
    PUBLISH_EVERY_MS,
    () => publishDueContent(ctx),
    (error) => console.error('[content] scheduled publishing failed', error),
  );
  const settings = repeatEvery(
    SETTINGS_EVERY_MS,
    () => refreshSiteSettings(ctx),
    (error) => console.error('[settings] reading the site settings failed', error),
  );
  const sweeper = repeatEvery(
    SWEEP_EVERY_MS,
    () => sweepRateLimits(ctx),
    (error) => console.error('[rate limits] sweep failed', error),
  );
  const liveSweeper = repeatEvery(
    LIVE_SWEEP_EVERY_MS,
    () => sweepLive(ctx),
    (error) => console.error('[live] sweep failed', error),
  );
  const referenceReminders = repeatEvery(
    REFERENCE_REMINDERS_EVERY_MS,
    () => sendReferenceReminders(ctx),
    (error) => console.error('[references] reminders failed', error),
  );
  const messageMail = repeatEvery(
    MESSAGE_MAIL_EVERY_MS,
    () => enqueueMessageMail(ctx),
    (error) => console.error('[applicant messages] queueing e-mails failed', error),
  );
  const digests = repeatEvery(
    DIGEST_EVERY_MS,
    () => sendOpportunityDigests(ctx),
    (error) => console.error('[opportunities] weekly digest failed', error),
  );
  // The day-before reminders of events with registration (decision 0046), claimed so one instance sends each.
  const reminders = repeatEvery(
    REMIND_EVERY_MS,
    () => remindRegistrants(ctx),
    (error) => console.error('[events] reminders failed', error),
  );
  // Story pictures no story was sent with, a day on (decision 0048).
  const unsentPictures = repeatEvery(
    SWEEP_EVERY_MS,
    () => sweepUnsentStoryPictures(ctx),
    (error) => console.error('[stories] sweeping unsent pictures failed', error),
  );
  // Mobile-money payments never confirmed, a day on, expire (decision 0050).
  const abandonedPayments = repeatEvery(
    SWEEP_EVERY_MS,
    () => expireMobileMoneyPayments(ctx),
    (error) => console.error('[mobile money] expiring abandoned payments failed', error),
  );
  // Stripe subscription ends nothing can still need, thirty days on (decision 0051).
  const subscriptionEnds = repeatEvery(
    SWEEP_EVERY_MS,
    () => pruneSubscriptionEnds(ctx),
    (error) => console.error('[monthly gifts] pruning subscription ends failed', error),
  );
  return {
    async stop() {
      await Promise.all([
        referenceReminders.stop(),
        messageMail.stop(),
        mail.stop(),
        releases.stop(),
        publishing.stop(),
        settings.stop(),
        sweeper.stop(),
        liveSweeper.stop(),
        digests.stop(),
        reminders.stop(),
        unsentPictures.stop(),
        abandonedPayments.stop(),
        subscriptionEnds.stop(),
        roleClaims?.stop(),
      ]);
    },
  };
}
