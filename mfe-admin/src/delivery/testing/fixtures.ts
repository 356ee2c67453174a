import type { Cohort, CohortMember, MentorCandidate, StaffAssignment, StaffModule } from '@sla/data';

/** StepUp Scholars 2027, in Nairobi time (UTC+3 all year, so 09:00 there is 06:00 UTC). */
export function cohort(overrides: Partial<Cohort> = {}): Cohort {
  return {
    id: 'c-2027',
    programId: 'p-stepup',
    programName: 'StepUp Scholars',
    timeZone: 'Africa/Nairobi',
    name: 'StepUp Scholars 2027',
    startsOn: '2027-09-01',
    endsOn: '2028-06-30',
    acceptingStudents: true,
    activeMembers: 2,
    completedMembers: 1,
    ...overrides,
  };
}

export function member(uid: string, displayName: string | null, overrides: Partial<CohortMember> = {}): CohortMember {
  return {
    uid,
    displayName,
    email: `${uid}@example.org`,
    status: 'active',
    joinedAt: '2027-08-20T10:00:00.000Z',
    completedAt: null,
    owesEarlierWork: false,
    dueBeforeJoining: 0,
    modulesDone: 3,
    assignmentsHandedIn: 2,
    assignmentsGraded: 1,
    mentor: null,
    ...overrides,
  };
}

export function candidate(uid: string, displayName: string, overrides: Partial<MentorCandidate> = {}): MentorCandidate {
  return { uid, displayName, role: 'staff', email: `${uid}@example.org`, mentees: 0, ...overrides };
}

export function staffModule(id: string, position: number, title: string, overrides: Partial<StaffModule> = {}): StaffModule {
  return {
    id,
    cohortId: 'c-2027',
    position,
    title,
    body: `## ${title}\nRead this first.`,
    links: [],
    opensAt: '2027-09-01T06:00:00.000Z',
    files: [],
    updatedAt: '2027-08-01T10:00:00.000Z',
    ...overrides,
  };
}

export function staffAssignment(id: string, title: string, overrides: Partial<StaffAssignment> = {}): StaffAssignment {
  return {
    id,
    cohortId: 'c-2027',
    moduleId: null,
    moduleTitle: null,
    title,
    instructions: 'Write a page.',
    dueAt: '2027-10-01T20:59:00.000Z',
    fileTypes: ['application/pdf'],
    maxFileMb: 10,
    textAnswer: false,
    lateAccepted: true,
    maxPoints: 100,
    rubric: null,
    counts: { submitted: 0, graded: 0, returned: 0 },
    rubricLocked: false,
    updatedAt: '2027-08-01T10:00:00.000Z',
    ...overrides,
  };
}
