/** The back office's figures (GET /admin/dashboard): declared with their operation (contract/people/dashboard). */
export type {
  CurrencyTotal,
  DashboardFigures,
  GivingFigures,
  ProgrammeRoundFigures,
  ReviewerOutstanding,
} from '../operations/people/dashboard.js';
