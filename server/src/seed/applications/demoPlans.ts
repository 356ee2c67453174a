import type { ApplicationStatus, Decision } from '@sla/contract';
import { DEMO_APPLICANTS } from '../demoApplicants.js';

export type ProgrammeSlug = 'stepup-scholars' | 'dynamerge';

/** The demo reviewers: the admin, the staff account, and Palesa Khumalo (a staff member among the sample people). */
export const ADMIN = 'demo-admin';
export const STAFF = 'demo-staff';
export const PALESA = 'demo-person-16';

/** One demo application: what has happened to it, in days before seeding. */
export interface DemoPlan {
  uid: string;
  programme: ProgrammeSlug;
  status: ApplicationStatus;
  startedDaysAgo: number;
  submittedDaysAgo?: number;
  reviewers?: string[];
  /** Who has reviewed, and how strong they found it (1 to 5). */
  reviews?: { uid: string; level: number }[];
  conflict?: { uid: string; reason: string };
  decision?: { decision: Decision; by: string; decidedDaysAgo: number; releaseInDays: number };
  withdrawnDaysAgo?: number;
}

const levelFor: Record<Decision, number> = { accepted: 5, waitlisted: 3, rejected: 2 };

/** Every status, across the demo accounts and the forty sample applicants. */
export function demoPlans(): DemoPlan[] {
  const plans: DemoPlan[] = [
    // The demo applicant: a draft in progress, and one submitted and waiting.
    { uid: 'demo-applicant', programme: 'stepup-scholars', status: 'draft', startedDaysAgo: 2 },
    { uid: 'demo-applicant', programme: 'dynamerge', status: 'submitted', startedDaysAgo: 12, submittedDaysAgo: 5 },
    // The demo student: accepted to Dynamerge three days ago (the audit log's history says so too).
    {
      uid: 'demo-student',
      programme: 'dynamerge',
      status: 'decided',
      startedDaysAgo: 40,
      submittedDaysAgo: 36,
      reviewers: [STAFF, ADMIN],
      reviews: [
        { uid: STAFF, level: 5 },
        { uid: ADMIN, level: 4 },
      ],
      decision: { decision: 'accepted', by: ADMIN, decidedDaysAgo: 5, releaseInDays: -3 },
    },
  ];

  DEMO_APPLICANTS.forEach(({ uid }, i) => {
    const programme: ProgrammeSlug = i % 2 === 0 ? 'stepup-scholars' : 'dynamerge';
    const started = 30 - (i % 20);
    const submitted = started - 2 - (i % 3);
    const base = { uid, programme, startedDaysAgo: started };
    if (i < 6) plans.push({ ...base, status: 'draft', startedDaysAgo: 1 + i });
    else if (i < 14) plans.push({ ...base, status: 'submitted', submittedDaysAgo: Math.max(1, submitted - 10) });
    else if (i < 24) {
      // Under review: some waiting for their reviewers, some half reviewed, some fully.
      const reviewers = i === 15 ? [PALESA, STAFF] : [STAFF, ADMIN];
      const level = 1 + (i % 5);
      const reviews =
        i < 17
          ? []
          : i < 20
            ? [{ uid: ADMIN, level }]
            : reviewers.map((reviewer, n) => ({ uid: reviewer, level: Math.min(5, level + n) }));
      const plan: DemoPlan = { ...base, status: 'under_review', submittedDaysAgo: submitted, reviewers, reviews };
      if (i === 22) plan.conflict = { uid: PALESA, reason: 'I taught this applicant at secondary school.' };
      plans.push(plan);
    } else if (i < 36) {
      // 24: accepted, released next week; 25-28 accepted and released; 29 accepted by staff (the
      // student role waits for an admin); 30-32 waitlisted; 33-35 rejected.
      const decision: Decision = i < 30 ? 'accepted' : i < 33 ? 'waitlisted' : 'rejected';
      const level = levelFor[decision];
      plans.push({
        ...base,
        status: 'decided',
        startedDaysAgo: started + 10,
        submittedDaysAgo: submitted + 10,
        reviewers: [STAFF, ADMIN],
        reviews: [
          { uid: STAFF, level },
          { uid: ADMIN, level: Math.max(1, level - (i % 2)) },
        ],
        decision: {
          decision,
          by: i === 29 ? STAFF : ADMIN,
          decidedDaysAgo: i === 24 ? 1 : 6,
          releaseInDays: i === 24 ? 7 : -(2 + (i % 5)),
        },
      });
    } else {
      // Withdrawn: three after submitting, one while still a draft.
      plans.push(
        i === 38
          ? { ...base, status: 'withdrawn', withdrawnDaysAgo: 3 }
          : { ...base, status: 'withdrawn', submittedDaysAgo: submitted, withdrawnDaysAgo: 2 },
      );
    }
  });

  // A few applied to both programmes.
  for (const i of [6, 7, 8, 9]) {
    const { uid } = DEMO_APPLICANTS[i]!;
    const programme: ProgrammeSlug = i % 2 === 0 ? 'dynamerge' : 'stepup-scholars';
    plans.push(
      i < 8
        ? { uid, programme, status: 'draft', startedDaysAgo: 3 }
        : { uid, programme, status: 'submitted', startedDaysAgo: 9, submittedDaysAgo: 4 },
    );
  }
  return plans;
}
