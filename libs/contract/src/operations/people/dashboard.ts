import * as z from 'zod/mini';
import { APPLICATION_STATUSES } from '../../schemas/applications.js';
import { operation } from '../operation.js';

/** One programme's applications in its current round (its latest application window). */
export const programmeRoundFigures = z.strictObject({
  programId: z.string(),
  name: z.string(),
  /** The window that makes the round: applications started since `opensAt` (null: the programme has none, so all). */
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  /** Every status, zero where there are none, so charts keep the same bars. */
  byStatus: z.record(z.enum(APPLICATION_STATUSES), z.int()),
  total: z.int(),
  /** Decisions applicants can see: released, and their release time has come. */
  decisionsReleased: z.int(),
});
export type ProgrammeRoundFigures = z.output<typeof programmeRoundFigures>;

export const reviewerOutstanding = z.strictObject({
  reviewerUid: z.string(),
  /** Display name, else e-mail, else the uid: never empty. */
  name: z.string(),
  email: z.nullable(z.string()),
  /** Assigned, not yet scored, on applications still waiting for a decision. */
  outstanding: z.int(),
});
export type ReviewerOutstanding = z.output<typeof reviewerOutstanding>;

/** A sum of money in one currency. */
export const currencyTotal = z.strictObject({
  /** ISO 4217, upper case. */
  currency: z.string(),
  /** In major units, e.g. 125.5. */
  amount: z.number(),
});
export type CurrencyTotal = z.output<typeof currencyTotal>;

export const givingFigures = z.strictObject({
  count: z.int(),
  /** One entry per currency, largest first. */
  totals: z.array(currencyTotal),
});
export type GivingFigures = z.output<typeof givingFigures>;

/** GET /admin/dashboard: the back office's figures at a glance. */
export const dashboardFigures = z.strictObject({
  /** The service's clock when the figures were counted. */
  asOf: z.string(),
  round: z.strictObject({ programmes: z.array(programmeRoundFigures), total: z.int(), decisionsReleased: z.int() }),
  /** Reviewers with work outstanding, most first. */
  reviewsOutstanding: z.array(reviewerOutstanding),
  /** The last 12 weeks, oldest first, weeks starting Monday 00:00 UTC; the last one is the current week so far. */
  newAccounts: z.array(z.strictObject({ weekStart: z.string(), count: z.int() })),
  /** Confirmed addresses now; of those, the ones confirmed this calendar month (UTC). */
  newsletter: z.strictObject({ confirmed: z.int(), newThisMonth: z.int() }),
  /** This calendar month (UTC) so far; `month` is YYYY-MM. */
  giving: z.strictObject({ month: z.string(), pledges: givingFigures, donations: givingFigures }),
});
export type DashboardFigures = z.output<typeof dashboardFigures>;

export const getDashboardFigures = operation({
  id: 'getDashboardFigures',
  method: 'GET',
  path: '/admin/dashboard',
  summary:
    "The back office's figures: applications by programme and status in each programme's current round (started since its window opened) and decisions released there, reviews outstanding per reviewer, new accounts per week for 12 weeks (Monday UTC), confirmed newsletter subscribers, pledges and donations this calendar month",
  answer: dashboardFigures,
  status: 200,
  access: { anyOf: ['view_all_users'] },
  refusals: [401, 403],
});

/** The back office's home: its figures, counted afresh on every call. */
export const dashboardOperations = [getDashboardFigures] as const;
