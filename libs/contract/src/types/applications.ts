// Programme settings, applications and review: declared with their operations (contract/applications), so each answer
// type is read from the schema the service's answers are checked against.
export type {
  ApplicationForm,
  FormQuestion,
  FormSection,
  ProgramSettings,
  QuestionType,
  Rubric,
  RubricCriterion,
} from '../operations/applications/programs.js';
export type {
  AnswerValue,
  Answers,
  Application,
  ApplicationSummary,
  ProgramRef,
  TimelineEvent,
  TimelineEventType,
  UploadedFile,
} from '../operations/applications/applications.js';
export type {
  BulkDecisionResult,
  QueueItem,
  Recommendation,
  Review,
  Reviewer,
  ReviewerAssignment,
  StaffApplication,
  StaffTimelineEvent,
  StudentRoleState,
} from '../operations/applications/review.js';

/**
 * One state machine on the server: draft → submitted → under_review → decided; draft, submitted and
 * under_review → withdrawn. An applicant sees "under_review" until a decision's release time.
 */
export type ApplicationStatus = 'draft' | 'submitted' | 'under_review' | 'decided' | 'withdrawn';
export type Decision = 'accepted' | 'waitlisted' | 'rejected';

/** Something the applicant should know, shown in their portal (and usually also e-mailed). */
export type { Notice } from '../operations/people/notices.js';
export type { ReferenceSettings } from '../operations/applications/programs.js';
export type {
  LetterReceived,
  MyReferences,
  ReferenceInvitation,
  ReferenceLetterSummary,
  ReferenceListItem,
  ReferenceRequest,
} from '../operations/applications/references.js';

/** Messages between staff and applicants, one thread per application (contract/applications/messages). */
export type {
  ApplicantThreadMessage,
  ApplicantThreadSummary,
  StaffThreadMessage,
  StaffThreadSummary,
} from '../operations/applications/messages.js';
