import { APPLICATION_STATUSES } from '@sla/data/schemas';
import { answers, arrayOf, day, int, nullable, object, ok, ref, str, time } from './openapiHelpers.js';

const num = { type: 'number' };
const giving = ref('DashboardGiving');

/** The back office's figures (GET /admin/dashboard) in the OpenAPI document. */
export const dashboardComponents = {
  DashboardProgrammeRound: object({
    programId: str,
    name: str,
    opensAt: { ...nullable('string'), format: 'date-time' },
    closesAt: { ...nullable('string'), format: 'date-time' },
    byStatus: object(Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, int]))),
    total: int,
    decisionsReleased: int,
  }),
  DashboardGiving: object({ count: int, totals: arrayOf(object({ currency: str, amount: num })) }),
  DashboardFigures: object({
    asOf: time,
    round: object({ programmes: arrayOf(ref('DashboardProgrammeRound')), total: int, decisionsReleased: int }),
    reviewsOutstanding: arrayOf(object({ reviewerUid: str, name: str, email: nullable('string'), outstanding: int })),
    newAccounts: arrayOf(object({ weekStart: day, count: int })),
    newsletter: object({ confirmed: int, newThisMonth: int }),
    giving: object({ month: { ...str, description: 'YYYY-MM, UTC' }, pledges: giving, donations: giving }),
  }),
};

export const dashboardPaths = () => ({
  '/admin/dashboard': {
    get: {
      summary:
        "The back office's figures (view_all_users): applications by programme and status in each programme's current round (started since its window opened) and decisions released there, reviews outstanding per reviewer, new accounts per week for 12 weeks (Monday UTC), confirmed newsletter subscribers, pledges and donations this calendar month",
      responses: answers({ 200: ok('The figures, counted now', ref('DashboardFigures')) }, 401, 403),
    },
  },
});
