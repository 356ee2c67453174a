/** The back office's figures (GET /admin/dashboard): declared with their operation (contract/people/dashboard). */
export type {
  CurrencyTotal,
  DashboardFigures,
  GivingFigures,
  ProgrammeRoundFigures,
  ReviewerOutstanding,
} from '../operations/people/dashboard.js';

/** The Releases screen's projects (GET /admin/releases): declared with their operations (contract/people/releases). */
export type { ProjectReleases, ReleaseSummary } from '../operations/people/releases.js';
