import type { ASSIGNMENT_STATUSES } from '../operations/learning/submissions.js';
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
  PairedMentor,
} from '../operations/learning/cohorts.js';
/** What copying an earlier cohort made (contract/learning/cohortCopy). */
export type { CohortCopy } from '../operations/learning/cohortCopy.js';
/** Modules, their files, and the student's view of them: declared with their operations (contract/learning/modules). */
export type {
  LearningFile,
  ModuleLink,
  StaffModule,
  StudentCohort,
  StudentModule,
  StudentModules,
  UpcomingModule,
} from '../operations/learning/modules.js';
/** Assignments as staff set them: declared with their operations (contract/learning/assignments). */
export type { AssignmentRules, StaffAssignment } from '../operations/learning/assignments.js';
/** The student's own assignments and work (contract/learning/submissions) and overview (contract/learning/overview). */
export type { MySubmission, StudentAssignment, StudentAssignmentSummary } from '../operations/learning/submissions.js';
export type { StudentOverview } from '../operations/learning/overview.js';
/** Assignments' grading rubrics and the grades given with them (contract/learning/rubrics). */
export type { GradeRecord, GradingCriterion, GradingLevel, GradingMark, GradingRubric } from '../operations/learning/rubrics.js';
/** Grading (contract/learning/grading). */
export type { GradingItem, StaffSubmission } from '../operations/learning/grading.js';
/** Mentoring from both sides (contract/learning/mentoring). */
export type { Mentee, MentorCheckin, MentorMessage, Mentorship, MentorTask } from '../operations/learning/mentoring.js';
/** Asking for a mentor (contract/learning/mentorRequests, decision 0047). */
export type { MentorAsking, MentorRequest, MentorRequestPage, OfferedMentor } from '../operations/learning/mentorRequests.js';
/** Ending a mentorship, and staff's view of one (contract/learning/mentorshipEndings, decision 0052 amended). */
export type { StaffMentorship } from '../operations/learning/mentorshipEndings.js';

/** Announcements to a cohort, as staff write them and its students read them (contract/learning/announcements). */
export type {
  AnnouncementRead,
  StaffAnnouncement,
  StudentAnnouncement,
  StudentAnnouncements,
} from '../operations/learning/announcements.js';

/** How a submission stands with staff. */
export type SubmissionState = 'submitted' | 'returned' | 'graded';
/** An assignment as the student sees it: nothing handed in yet, handed in (on time or late), sent back, or graded. */
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** The student's calendar screen (contract/learning/calendar). */
export type { CalendarItem, CalendarItemKind, StudentCalendar } from '../operations/learning/calendar.js';
