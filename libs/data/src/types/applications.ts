import type { ProgramStatus } from './programs.js';

// ─── Programme settings: the application form and the review rubric ───────────────────────────────

export type QuestionType = 'short_text' | 'long_text' | 'choice' | 'date' | 'file';

export interface FormQuestion {
  /** Stable within its programme; answers are keyed by it. */
  id: string;
  type: QuestionType;
  label: string;
  help?: string;
  required: boolean;
  /** short_text: at most this many characters (default 200). */
  maxLength?: number;
  /** long_text: at most this many words. */
  wordLimit?: number;
  /** choice: the options offered; `multiple` lets the applicant tick several. */
  options?: string[];
  multiple?: boolean;
  /** file: accepted MIME types (e.g. application/pdf, image/png, image/jpeg) and the size limit. */
  accept?: string[];
  maxSizeMb?: number;
}

export interface FormSection {
  id: string;
  title: string;
  description?: string;
  questions: FormQuestion[];
}

export interface ApplicationForm {
  sections: FormSection[];
}

export interface RubricCriterion {
  id: string;
  label: string;
  guidance?: string;
  /** Relative weight in the weighted score (weights need not add up to anything). */
  weight: number;
  /** Whole-number score scale, e.g. 1 to 5. */
  scaleMin: number;
  scaleMax: number;
}

export interface Rubric {
  criteria: RubricCriterion[];
}

/** A programme as staff edit it (manage_program_settings). Long texts are Markdown. */
export interface ProgramSettings {
  id: string;
  slug: string;
  name: string;
  summary: string;
  description: string;
  whoFor: string;
  howToApply: string;
  status: ProgramStatus;
  /** ISO instants; shown and entered in `timeZone`. */
  opensAt: string | null;
  closesAt: string | null;
  timeZone: string;
  capacity: number | null;
  form: ApplicationForm;
  rubric: Rubric;
  createdAt: string;
  updatedAt: string;
}

// ─── Applications ──────────────────────────────────────────────────────────────────────────────────

/**
 * One state machine on the server: draft → submitted → under_review → decided; draft, submitted and
 * under_review → withdrawn. An applicant sees "under_review" until a decision's release time.
 */
export type ApplicationStatus = 'draft' | 'submitted' | 'under_review' | 'decided' | 'withdrawn';
export type Decision = 'accepted' | 'waitlisted' | 'rejected';

export interface UploadedFile {
  id: string;
  questionId: string;
  name: string;
  /** MIME type as checked by the server (from the content, not the name). */
  type: string;
  size: number;
  uploadedAt: string;
}

/** short_text, long_text, date (YYYY-MM-DD): a string; choice: a string or, with `multiple`, strings; file: its id. */
export type AnswerValue = string | string[] | null;
export type Answers = Record<string, AnswerValue>;

export interface ProgramRef {
  id: string;
  slug: string;
  name: string;
}

export type TimelineEventType = 'started' | 'submitted' | 'review_started' | 'decision_released' | 'withdrawn';

export interface TimelineEvent {
  type: TimelineEventType;
  at: string;
  /** A sentence for the applicant, e.g. "Submitted" or "Decision: accepted". */
  text: string;
}

/** An application as its applicant sees it. */
export interface Application {
  id: string;
  program: ProgramRef;
  /** The programme's form, as it was when this application was started. */
  form: ApplicationForm;
  status: ApplicationStatus;
  /** Only once released. */
  decision: Decision | null;
  answers: Answers;
  files: UploadedFile[];
  timeline: TimelineEvent[];
  /** When the programme stops taking submissions (ISO), in `timeZone`. */
  closesAt: string | null;
  timeZone: string;
  /** The form's step to continue at (1-based), where the applicant last was. */
  resumeStep: number;
  canEdit: boolean;
  canWithdraw: boolean;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationSummary {
  id: string;
  program: ProgramRef;
  status: ApplicationStatus;
  decision: Decision | null;
  closesAt: string | null;
  timeZone: string;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Something the applicant should know, shown in their portal: declared with its operations (contract/people/notices). */
export type { Notice } from '../contract/people/notices.js';

// ─── Review (staff) ────────────────────────────────────────────────────────────────────────────────

export type Recommendation = 'accept' | 'waitlist' | 'reject';

export interface QueueItem {
  id: string;
  applicant: { uid: string; displayName: string | null; email: string | null };
  program: ProgramRef;
  status: ApplicationStatus;
  decision: Decision | null;
  decisionReleaseAt: string | null;
  submittedAt: string | null;
  updatedAt: string;
  reviewers: number;
  reviewsSubmitted: number;
  /** Mean of the submitted reviews' weighted scores, 0–100; null before any. */
  averageScore: number | null;
}

export type StudentRoleState = 'not_applicable' | 'awaiting_release' | 'assigned' | 'refused';

export interface ReviewerAssignment {
  reviewerUid: string;
  reviewerName: string;
  assignedAt: string;
  reviewSubmitted: boolean;
}

export interface Review {
  reviewerUid: string;
  reviewerName: string;
  /** Criterion id to its score. */
  scores: Record<string, number>;
  /** Weighted mean of the scores, scaled to 0–100. */
  weightedScore: number;
  comment: string;
  recommendation: Recommendation;
  submittedAt: string;
}

/** An application as staff see it (review_applications). */
export interface StaffApplication {
  id: string;
  applicant: { uid: string; displayName: string | null; email: string | null };
  program: ProgramRef;
  form: ApplicationForm;
  rubric: Rubric;
  status: ApplicationStatus;
  decision: Decision | null;
  decisionReleaseAt: string | null;
  answers: Answers;
  files: UploadedFile[];
  timeline: TimelineEvent[];
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  reviewers: ReviewerAssignment[];
  /** The caller's own review, if they have submitted one. */
  myReview: Review | null;
  /** The caller is assigned to review this application. */
  assignedToMe: boolean;
  /**
   * An accepted applicant becomes a student through role assignment when the decision is released, acting as
   * the person who decided. Only an admin may assign student, so a staff member's acceptance
   * ends "refused" (with the assignment's message) until an admin assigns the role.
   */
  studentRole: StudentRoleState;
  studentRoleMessage: string | null;
  /**
   * Everyone's submitted reviews: only once the caller has submitted their own, or when the caller
   * is not one of its reviewers (staff deciding); otherwise empty (fair review: no anchoring).
   */
  reviews: Review[];
}

export interface Reviewer {
  uid: string;
  displayName: string | null;
  email: string | null;
}

/** The outcome of deciding several applications at once: what was decided, what was refused and why. */
export interface BulkDecisionResult {
  decided: string[];
  refused: { id: string; message: string }[];
}
