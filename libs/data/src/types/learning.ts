import type { MentorSummary } from '../contract/learning/cohorts.js';
import type { UPLOAD_TYPES } from '../schemas/applications.js';

/** A file type a module or a submission may carry (the same three as application uploads). */
export type LearningFileType = (typeof UPLOAD_TYPES)[number];

/**
 * Programme delivery: cohorts, modules, assignments and their submissions, mentoring. Dates are ISO text: instants
 * ("2027-03-01T06:00:00.000Z") unless the name says "On" (a calendar date, "2027-03-01").
 */

export type CohortMemberStatus = 'active' | 'completed' | 'withdrawn';

/** Cohorts, their members and mentor pairing: declared with their operations (contract/learning/cohorts). */
export type {
  Cohort,
  CohortCandidate,
  CohortMember,
  Completion,
  MentorCandidate,
  MentorSummary,
} from '../contract/learning/cohorts.js';
/** How a submission stands with staff. */
export type SubmissionState = 'submitted' | 'returned' | 'graded';
/** An assignment as the student sees it: nothing handed in yet, handed in (on time or late), sent back, or graded. */
export type AssignmentStatus = 'to_do' | 'submitted' | 'late' | 'returned' | 'graded';

/** A file of a module or a submission: its details, never its bytes (downloaded separately). */
export interface LearningFile {
  id: string;
  name: string;
  type: LearningFileType;
  size: number;
  uploadedAt: string;
}

export interface ModuleLink {
  label: string;
  url: string;
}

/** A module as staff edit it. */
export interface StaffModule {
  id: string;
  cohortId: string;
  position: number;
  title: string;
  /** Markdown. */
  body: string;
  links: ModuleLink[];
  opensAt: string;
  files: LearningFile[];
  updatedAt: string;
}

/** An opened module as a student reads it. */
export interface StudentModule {
  id: string;
  position: number;
  title: string;
  /** The body rendered and sanitised by the public site's Markdown renderer. */
  bodyHtml: string;
  links: ModuleLink[];
  opensAt: string;
  files: LearningFile[];
  doneAt: string | null;
}

/** A module not opened yet: the student sees only its title and when it opens. */
export interface UpcomingModule {
  id: string;
  position: number;
  title: string;
  opensAt: string;
}

export interface StudentModules {
  cohort: StudentCohort | null;
  opened: StudentModule[];
  upcoming: UpcomingModule[];
}

/** What an assignment takes and when. Shared by the staff and the student views. */
export interface AssignmentRules {
  dueAt: string;
  /** File types a submission may carry; empty: no files. */
  fileTypes: LearningFileType[];
  /** Largest file, in MB. */
  maxFileMb: number;
  /** Whether a typed answer is offered. */
  textAnswer: boolean;
  lateAccepted: boolean;
  /** The grade is out of this many points. */
  maxPoints: number;
}

export interface StaffAssignment extends AssignmentRules {
  id: string;
  cohortId: string;
  moduleId: string | null;
  moduleTitle: string | null;
  title: string;
  /** Markdown. */
  instructions: string;
  /** Submissions waiting for a grade, graded, and returned. */
  counts: { submitted: number; graded: number; returned: number };
  updatedAt: string;
}

/** One line of a student's assignment list. */
export interface StudentAssignmentSummary {
  id: string;
  title: string;
  moduleTitle: string | null;
  dueAt: string;
  lateAccepted: boolean;
  status: AssignmentStatus;
  /** Past due with nothing handed in. */
  overdue: boolean;
  /** Due before the student joined, with nothing handed in: not owed, not overdue, not counted in progress. */
  setBeforeJoining: boolean;
  grade: number | null;
  maxPoints: number;
}

/** The student's own work on an assignment, as last handed in, with what staff made of it. */
export interface MySubmission {
  id: string;
  state: SubmissionState;
  text: string;
  late: boolean;
  attempt: number;
  submittedAt: string;
  files: LearningFile[];
  grade: number | null;
  feedback: string;
  markedAt: string | null;
}

export interface StudentAssignment extends AssignmentRules {
  id: string;
  title: string;
  moduleTitle: string | null;
  /** Rendered and sanitised Markdown. */
  instructionsHtml: string;
  timeZone: string;
  status: AssignmentStatus;
  overdue: boolean;
  /** Due before the student joined, with nothing handed in: not owed (see StudentAssignmentSummary). */
  setBeforeJoining: boolean;
  /** Whether the service would take a hand-in now, and if not, why (the words of its 409). */
  canHandIn: boolean;
  handInRefusal: string | null;
  submission: MySubmission | null;
  /** Files uploaded since the last hand-in, waiting to be handed in. */
  pendingFiles: LearningFile[];
}

/** One row of the staff grading queue. */
export interface GradingItem {
  submissionId: string;
  assignmentId: string;
  assignmentTitle: string;
  cohortId: string;
  cohortName: string;
  student: { uid: string; displayName: string | null };
  state: SubmissionState;
  late: boolean;
  attempt: number;
  submittedAt: string;
  dueAt: string;
  /** The programme's zone: due dates, hand-ins and marking are shown in it (shownZone). */
  timeZone: string;
  grade: number | null;
  maxPoints: number;
}

/** A submission as a grader opens it. */
export interface StaffSubmission extends GradingItem {
  text: string;
  files: LearningFile[];
  feedback: string;
  markedAt: string | null;
  markedByName: string | null;
  /** Rendered instructions, so the grader sees what was asked. */
  instructionsHtml: string;
  textAnswer: boolean;
}

export interface StudentCohort {
  id: string;
  name: string;
  programId: string;
  programName: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  status: CohortMemberStatus;
  /** When the student joined: work due before then is not theirs to owe (setBeforeJoining). */
  joinedAt: string;
}

/** What a student's home and progress screens show. */
export interface StudentOverview {
  cohort: StudentCohort | null;
  progress: {
    modulesOpened: number;
    modulesTotal: number;
    modulesDone: number;
    assignmentsTotal: number;
    assignmentsHandedIn: number;
    assignmentsGraded: number;
    /** Mean of graded work as a percentage of its points, or null before any grade. */
    averagePercent: number | null;
  };
  /** Not yet handed in (or returned for changes), soonest due first; at most five. */
  dueNext: StudentAssignmentSummary[];
  /** Graded or returned work, newest first; at most five. */
  recentFeedback: Array<{
    assignmentId: string;
    title: string;
    state: SubmissionState;
    grade: number | null;
    maxPoints: number;
    feedback: string;
    markedAt: string;
  }>;
  mentor: MentorSummary | null;
  /** Mentor messages the student has not read. */
  unreadMessages: number;
}

export interface Mentorship {
  id: string;
  student: MentorSummary;
  mentor: MentorSummary & { email: string | null; headline: string | null };
  cohortName: string | null;
  pairedAt: string;
  /** Which side the caller is on. */
  you: 'student' | 'mentor';
  tasks: MentorTask[];
  checkins: MentorCheckin[];
  unreadMessages: number;
}

/** A mentor's mentee, in the mentor's list. */
export interface Mentee {
  mentorshipId: string;
  student: MentorSummary;
  cohortName: string | null;
  pairedAt: string;
  unreadMessages: number;
  lastMessageAt: string | null;
  openTasks: number;
}

export interface MentorMessage {
  id: string;
  authorUid: string;
  authorName: string | null;
  body: string;
  sentAt: string;
  mine: boolean;
}

export interface MentorCheckin {
  id: string;
  authorUid: string;
  authorName: string | null;
  metOn: string;
  notes: string;
  nextSteps: string;
  createdAt: string;
}

export interface MentorTask {
  id: string;
  title: string;
  doneAt: string | null;
  createdAt: string;
}
