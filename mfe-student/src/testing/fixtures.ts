import type {
  LearningFile,
  MySubmission,
  StudentAssignment,
  StudentAssignmentSummary,
  StudentCohort,
  StudentModule,
  StudentModules,
  StudentOverview,
  UpcomingModule,
} from '@sla/data';

export const ZONE = 'Africa/Nairobi';
const DAY = 24 * 3_600_000;

/** An instant `days` from now (negative: in the past), so relative words hold whenever the tests run. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const COHORT: StudentCohort = {
  id: 'cohort-1',
  name: 'StepUp Scholars 2027',
  programId: 'p-stepup',
  programName: 'StepUp Scholars',
  timeZone: ZONE,
  startsOn: '2027-01-10',
  endsOn: '2027-11-30',
  status: 'active',
  joinedAt: '2027-01-10T08:00:00.000Z',
};

export function summary(overrides: Partial<StudentAssignmentSummary> = {}): StudentAssignmentSummary {
  return {
    id: 'as-1',
    title: 'Research question',
    moduleTitle: 'Asking good questions',
    dueAt: daysFromNow(2.5),
    lateAccepted: false,
    status: 'to_do',
    overdue: false,
    setBeforeJoining: false,
    grade: null,
    maxPoints: 20,
    ...overrides,
  };
}

export function overview(overrides: Partial<StudentOverview> = {}): StudentOverview {
  return {
    cohort: COHORT,
    progress: {
      modulesOpened: 4,
      modulesTotal: 8,
      modulesDone: 3,
      assignmentsTotal: 6,
      assignmentsHandedIn: 3,
      assignmentsGraded: 2,
      averagePercent: 85,
    },
    dueNext: [summary()],
    recentFeedback: [],
    mentor: { uid: 'mentor-1', displayName: 'Dr Wanjiru Kamau', role: 'staff' },
    unreadMessages: 0,
    ...overrides,
  };
}

/** A student not in any cohort: zeros and empty lists, as the service answers. */
export const NO_COHORT: StudentOverview = overview({
  cohort: null,
  progress: {
    modulesOpened: 0,
    modulesTotal: 0,
    modulesDone: 0,
    assignmentsTotal: 0,
    assignmentsHandedIn: 0,
    assignmentsGraded: 0,
    averagePercent: null,
  },
  dueNext: [],
  mentor: null,
});

export function file(overrides: Partial<LearningFile> = {}): LearningFile {
  return {
    id: 'file-1',
    name: 'essay.pdf',
    type: 'application/pdf',
    size: 348_160,
    uploadedAt: '2027-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function studentModule(overrides: Partial<StudentModule> = {}): StudentModule {
  return {
    id: 'mod-1',
    position: 1,
    title: 'Welcome to research',
    bodyHtml: '<p>Read the <strong>guide</strong> first.</p>',
    links: [],
    opensAt: '2027-01-10T06:00:00.000Z',
    files: [],
    doneAt: null,
    ...overrides,
  };
}

export function upcoming(overrides: Partial<UpcomingModule> = {}): UpcomingModule {
  return { id: 'mod-9', position: 9, title: 'Presenting your work', opensAt: '2027-06-01T06:00:00.000Z', ...overrides };
}

export function modules(overrides: Partial<StudentModules> = {}): StudentModules {
  return { cohort: COHORT, opened: [studentModule()], upcoming: [], ...overrides };
}

export function submission(overrides: Partial<MySubmission> = {}): MySubmission {
  return {
    id: 'sub-1',
    state: 'submitted',
    text: 'My first answer.',
    late: false,
    attempt: 1,
    submittedAt: daysFromNow(-1),
    files: [file()],
    grade: null,
    marks: null,
    feedback: '',
    markedAt: null,
    ...overrides,
  };
}

export function assignment(overrides: Partial<StudentAssignment> = {}): StudentAssignment {
  return {
    id: 'as-1',
    title: 'Research question',
    moduleTitle: 'Asking good questions',
    instructionsHtml: '<p>Write <em>one</em> research question.</p>',
    timeZone: ZONE,
    dueAt: daysFromNow(2.5),
    fileTypes: ['application/pdf'],
    maxFileMb: 2,
    textAnswer: true,
    lateAccepted: false,
    maxPoints: 20,
    rubric: null,
    status: 'to_do',
    overdue: false,
    setBeforeJoining: false,
    canHandIn: true,
    handInRefusal: null,
    submission: null,
    pendingFiles: [],
    ...overrides,
  };
}
