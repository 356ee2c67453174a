import type { referenceRequests } from '../../db/schema.js';

type ReferenceRow = typeof referenceRequests.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;

/** Referees the demo applicants asked (example.org addresses: no demo e-mail reaches a real person). */
const REFEREES = [
  { name: 'Dr Grace Mutua', email: 'g.mutua@example.org' },
  { name: 'Prof. Yaw Asare', email: 'y.asare@example.org' },
  { name: 'Dr Ngozi Eke', email: 'n.eke@example.org' },
  { name: 'Dr Tendai Moyo', email: 't.moyo@example.org' },
  { name: 'Prof. Aminata Diallo', email: 'a.diallo@example.org' },
];

const LETTER = (applicant: string, referee: string) =>
  `I have supervised ${applicant} for two years and recommend them without reservation. ` +
  `They ask careful questions, share credit generously and bring others along with them. ` +
  `I would be glad to answer any question the panel has.\n\n${referee}`;

export interface DemoReferenceInput {
  applicationId: string;
  programId: string;
  /** How many referees the application's form asks for (0: none, and no rows). */
  count: number;
  status: string;
  applicantName: string;
  createdAt: Date;
  submittedAt: Date | null;
  /** The sample's index, so each application gets its own referees and outcome, the same on every seeding. */
  seed: number;
  now: Date;
  id: (name: string) => string;
}

/**
 * The demo's reference requests (decision 0042), so the review screen and the staff list of reference requests show
 * something: applications under review or decided have their letters; submitted ones wait for some (a few past
 * their deadline, shown as overdue); drafts and withdrawn applications have none (the staff list never shows drafts).
 * The letters are written ones; no link is stored, so no demo referee's page opens.
 */
export function demoReferences(input: DemoReferenceInput): ReferenceRow[] {
  const { count, status, submittedAt, seed, now } = input;
  if (count < 1 || !submittedAt || status === 'withdrawn' || status === 'draft') return [];
  const rows: ReferenceRow[] = [];
  for (let slot = 1; slot <= count; slot += 1) {
    const referee = REFEREES[(seed + slot) % REFEREES.length]!;
    // Asked a day after starting; the letters were due a week after submission.
    const requestedAt = new Date(input.createdAt.getTime() + DAY);
    const received = status !== 'submitted' || (seed + slot) % 3 === 0;
    const overdue = !received && seed % 2 === 0;
    const dueAt = received
      ? new Date(submittedAt.getTime() + 7 * DAY)
      : new Date(now.getTime() + (overdue ? -2 : 10 + (seed % 5)) * DAY);
    const receivedAt = received ? new Date(Math.min(submittedAt.getTime() + 2 * DAY, now.getTime() - 2 * 60 * 60 * 1000)) : null;
    rows.push({
      id: input.id(`reference:${input.applicationId}:${slot}`),
      applicationId: input.applicationId,
      programId: input.programId,
      slot,
      refereeName: referee.name,
      refereeEmail: referee.email,
      status: received ? 'received' : 'requested',
      locale: 'en',
      dueAt,
      requestedAt,
      lastSentAt: requestedAt,
      // Already reminded, so the reminder job sends the demo's referees nothing.
      remindedAt: received ? null : requestedAt,
      receivedAt,
      letterText: received ? LETTER(input.applicantName, referee.name) : null,
    });
  }
  return rows;
}
