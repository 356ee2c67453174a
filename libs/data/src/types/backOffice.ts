import type { ApplicationStatus } from './applications.js';

/** One programme's applications in its current round (its latest application window). */
export interface ProgrammeRoundFigures {
  programId: string;
  name: string;
  /** The window that makes the round: applications started since `opensAt` (null: the programme has none, so all). */
  opensAt: string | null;
  closesAt: string | null;
  /** Every status, zero where there are none, so charts keep the same bars. */
  byStatus: Record<ApplicationStatus, number>;
  total: number;
  /** Decisions applicants can see: released, and their release time has come. */
  decisionsReleased: number;
}

export interface ReviewerOutstanding {
  reviewerUid: string;
  /** Display name, else e-mail, else the uid: never empty. */
  name: string;
  email: string | null;
  /** Assigned, not yet scored, on applications still waiting for a decision. */
  outstanding: number;
}

/** A sum of money in one currency. */
export interface CurrencyTotal {
  /** ISO 4217, upper case. */
  currency: string;
  /** In major units, e.g. 125.5. */
  amount: number;
}

export interface GivingFigures {
  count: number;
  /** One entry per currency, largest first. */
  totals: CurrencyTotal[];
}

/** GET /admin/dashboard: the back office's figures at a glance (view_all_users). */
export interface DashboardFigures {
  /** The service's clock when the figures were counted. */
  asOf: string;
  round: {
    programmes: ProgrammeRoundFigures[];
    total: number;
    decisionsReleased: number;
  };
  /** Reviewers with work outstanding, most first. */
  reviewsOutstanding: ReviewerOutstanding[];
  /** The last 12 weeks, oldest first, weeks starting Monday 00:00 UTC; the last one is the current week so far. */
  newAccounts: { weekStart: string; count: number }[];
  /** Confirmed addresses now; of those, the ones confirmed this calendar month (UTC). */
  newsletter: { confirmed: number; newThisMonth: number };
  /** This calendar month (UTC) so far. */
  giving: { month: string; pledges: GivingFigures; donations: GivingFigures };
}
