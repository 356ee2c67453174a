import type { InvitationInput, SuspensionInput } from '@sla/contract/schemas/people';
import type { Invitation, PersonPage } from '@sla/contract';
import type {
  AlumniMessageInput,
  AlumniMessagesQuery,
  DirectoryQuery,
  HideProfileInput,
  MyProfileInput,
  ProfileCorrectionInput,
  ReportInput,
  ReportsQuery,
} from '@sla/contract/schemas/alumni';
import type {
  AlumniMessage,
  AlumniProfileView,
  AlumniReport,
  ConversationSummary,
  DirectoryPage,
  MyAlumniProfile,
} from '@sla/contract';
import type { DashboardFigures } from '@sla/contract';
import type { SiteSettingsChange, SiteSettingsView } from '@sla/contract';
import type {
  BulkDecisionInput,
  DecisionInput,
  MyApplicationsQuery,
  ProgramSettingsInput,
  QueueQuery,
  ReviewInput,
  AssignRoleInput,
  CheckoutInput,
  CreateProfileInput,
  AuditLogFilters,
  ListAuditLogsQuery,
  ListDonationsQuery,
  ListMessagesQuery,
  ListSubscribersQuery,
  ListUsersQuery,
  MessageInput,
  PledgeInput,
  PublicEventsQuery,
  PublicPostsQuery,
  UpdateProfileInput,
  CategoryInput,
  CategoryOrderInput,
  EditorPostsQuery,
  EventInput,
  MoveCategoryPostsInput,
  PostInput,
  PostTranslationInput,
  EventTranslationInput,
  ProgramPageTranslationInput,
  ProgramPageInput,
  PublishInput,
  ReturnSubmissionInput,
  SubmissionInput,
  DeleteAccountInput,
  EmailPreferencesInput,
  AddMembersInput,
  AssignmentInput,
  CheckinInput,
  CohortInput,
  CompleteInput,
  EarlierWorkInput,
  GradeInput,
  GradingQuery,
  HandInInput,
  MentorMessageInput,
  MentorMessagesQuery,
  MentorTaskDoneInput,
  MentorTaskInput,
  ModuleDoneInput,
  ModuleInput,
  ModuleOrderInput,
  PairMentorInput,
  ReturnWorkInput,
} from '@sla/contract/schemas';
import type {
  Answers,
  Application,
  ApplicationSummary,
  BulkDecisionResult,
  Notice,
  ProgramSettings,
  QueueItem,
  Reviewer,
  StaffApplication,
  UploadedFile,
  Acknowledgement,
  NamedAuditEntry,
  CategoryCount,
  ContactMessage,
  Donation,
  DonationConfig,
  FeedItem,
  HomePage,
  NewsletterSubscriber,
  Page,
  Pledge,
  Post,
  PostSummary,
  Program,
  ProgramSummary,
  PublicEvent,
  SitemapEntry,
  UserProfile,
  Category,
  ContentChange,
  ContentOverview,
  ContentVersion,
  ContentVersionSummary,
  EditorEvent,
  EditorPost,
  EditorPostSummary,
  MediaItem,
  ProgramPage,
  StorySubmission,
  SubmissionStatus,
  ContentTranslation,
  TranslationLocale,
  PostTranslationFields,
  EventTranslationFields,
  ProgramPageTranslationFields,
  EmailLinkState,
  EmailPreferences,
  Cohort,
  CohortCandidate,
  CohortMember,
  Completion,
  GradingItem,
  LearningFile,
  Mentee,
  MentorCandidate,
  MentorCheckin,
  MentorMessage,
  MentorTask,
  Mentorship,
  StaffAssignment,
  StaffModule,
  StaffSubmission,
  StudentAssignment,
  StudentAssignmentSummary,
  StudentModule,
  StudentModules,
  StudentOverview,
} from '@sla/contract';

/**
 * The users collection as screens see it. Implementations enforce nothing themselves: the data
 * service decides, and its refusals arrive as DataError. Nothing here mentions HTTP or SQL, so
 * another backend (a Firestore adapter) can stand in.
 */
export interface UsersRepository {
  /** The signed-in user's own profile, or null when they have none yet. */
  getMine(): Promise<UserProfile | null>;
  /** Creates the signed-in user's profile as applicant, or returns the one that exists. */
  createMine(input: CreateProfileInput): Promise<UserProfile>;
  updateMine(input: UpdateProfileInput): Promise<UserProfile>;
  get(uid: string): Promise<UserProfile | null>;
  update(uid: string, input: UpdateProfileInput): Promise<UserProfile>;
  list(query?: ListUsersQuery): Promise<Page<UserProfile>>;
  /** Role assignment (docs/requirements.md#role-assignment); refusals carry its exact messages. */
  assignRole(uid: string, input: AssignRoleInput): Promise<UserProfile>;
}

export interface AuditLogRepository {
  /** Newest first, 50 per page by default, by kind, person and days, with the names of the people each entry concerns. */
  list(query?: ListAuditLogsQuery): Promise<Page<NamedAuditEntry>>;
  /** The entries the same filters select, as a CSV file (view_all_users). */
  exportCsv(filters?: AuditLogFilters): Promise<Blob>;
  /** Records that the signed-in user was refused a screen (a permission_check entry). */
  recordDenied(input: { permission: string; path: string }): Promise<void>;
}

/**
 * What visitors read and send, signed in or not. Only published content and active or closed
 * programmes are ever returned; drafts do not exist as far as this repository is concerned.
 */
export interface PublicSiteRepository {
  /** Programmes, the latest three stories and the next three events, in one call. */
  home(): Promise<HomePage>;
  /** Published stories, newest first, 6 per page by default (POSTS_PAGE_SIZE). */
  posts(query?: PublicPostsQuery): Promise<Page<PostSummary>>;
  /** A published story, or null. */
  post(slug: string): Promise<Post | null>;
  /** Categories that have published stories, with how many. */
  categories(): Promise<CategoryCount[]>;
  /** Upcoming events soonest first (then past ones, unless `upcoming` is set). */
  events(query?: PublicEventsQuery): Promise<PublicEvent[]>;
  programs(): Promise<ProgramSummary[]>;
  program(slug: string): Promise<Program | null>;
  /** Starts a double opt-in: a confirmation link is e-mailed. The same answer whatever the address's state. */
  subscribe(email: string): Promise<Acknowledgement>;
  confirmSubscription(token: string): Promise<Acknowledgement>;
  unsubscribe(token: string): Promise<Acknowledgement>;
  /** The Contact and Get Involved forms. */
  sendMessage(input: MessageInput): Promise<Acknowledgement>;
  donationConfig(): Promise<DonationConfig>;
  /** Where to send the donor to pay (a hosted checkout page). Refused when online payment is not set up. */
  checkout(input: CheckoutInput): Promise<{ url: string }>;
  /** A promise to give, for when online payment is not set up or not wanted. */
  pledge(input: PledgeInput): Promise<Acknowledgement>;
  /** Every public page with its last change, for sitemap.xml. */
  sitemapEntries(): Promise<SitemapEntry[]>;
  /** The latest 20 stories, for RSS. */
  feed(): Promise<FeedItem[]>;
}

/** Staff: who signed up for the newsletter (view_all_users). */
export interface NewsletterRepository {
  subscribers(query?: ListSubscribersQuery): Promise<Page<NewsletterSubscriber>>;
  /** Every subscriber with the given status (all when none), as a CSV file. */
  exportCsv(query?: { status?: ListSubscribersQuery['status'] }): Promise<Blob>;
}

/** Staff: messages from the Contact and Get Involved forms (view_all_users). */
export interface MessagesRepository {
  list(query?: ListMessagesQuery): Promise<Page<ContactMessage>>;
}

/** Staff: gifts paid online and pledges (view_all_users). */
export interface DonationsRepository {
  list(query?: ListDonationsQuery): Promise<Page<Donation>>;
  exportCsv(): Promise<Blob>;
  pledges(query?: ListDonationsQuery): Promise<Page<Pledge>>;
  exportPledgesCsv(): Promise<Blob>;
}

// ─── Applications ──────────────────────────────────────────────────────────────────────────────────

/** Programme settings for staff (manage_program_settings). */
export interface ProgramsRepository {
  /** Every programme, newest first. */
  list(): Promise<ProgramSettings[]>;
  /** Programmes with status active, newest first. */
  listActive(): Promise<ProgramSettings[]>;
  /** The first programme with this slug, or null. */
  bySlug(slug: string): Promise<ProgramSettings | null>;
  get(id: string): Promise<ProgramSettings | null>;
  create(input: ProgramSettingsInput): Promise<ProgramSettings>;
  update(id: string, input: ProgramSettingsInput): Promise<ProgramSettings>;
  remove(id: string): Promise<void>;
}

/** The signed-in applicant's own applications. Someone else's answers as not found. */
export interface ApplicationsRepository {
  /** Newest first. */
  mine(query?: MyApplicationsQuery): Promise<Page<ApplicationSummary>>;
  get(id: string): Promise<Application | null>;
  /** Starts a draft for a programme, or returns the one already started (one per programme). */
  start(programId: string): Promise<Application>;
  /** Autosave: stores the given answers (any subset) of a draft, and the form step the applicant is on, if given. */
  save(id: string, answers: Answers, step?: number): Promise<Application>;
  /** Uploads a file for a file question; `onProgress` gets the fraction sent (0–1). */
  upload(id: string, questionId: string, file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile>;
  removeFile(id: string, fileId: string): Promise<void>;
  download(id: string, fileId: string): Promise<Blob>;
  /** Refused after the deadline, whatever the browser's clock says. */
  submit(id: string): Promise<Application>;
  /** Possible before a decision. */
  withdraw(id: string, reason?: string): Promise<Application>;
  notices(): Promise<Notice[]>;
  markNoticeRead(noticeId: string): Promise<void>;
}

/** Staff review: the queue, reviewers, reviews and decisions. */
export interface ReviewRepository {
  queue(query?: QueueQuery): Promise<Page<QueueItem>>;
  /** The queue's filtered set as CSV (export_applications). */
  exportCsv(query?: QueueQuery): Promise<Blob>;
  get(id: string): Promise<StaffApplication | null>;
  file(id: string, fileId: string): Promise<Blob>;
  /** Who may be assigned as a reviewer (staff and admins). */
  reviewers(): Promise<Reviewer[]>;
  assign(id: string, reviewerUids: string[]): Promise<StaffApplication>;
  unassign(id: string, reviewerUid: string): Promise<StaffApplication>;
  /** The caller declares a conflict of interest and is kept from this application from then on. */
  declareConflict(id: string, reason: string): Promise<void>;
  submitReview(id: string, input: ReviewInput): Promise<StaffApplication>;
  decide(id: string, input: DecisionInput): Promise<StaffApplication>;
  decideMany(input: BulkDecisionInput): Promise<BulkDecisionResult>;
  /** Makes an accepted, released applicant a student through role assignment (an admin, after a staff decision). */
  assignStudentRole(id: string): Promise<StaffApplication>;
}

/** Saved versions of one kind of editable item (posts, events, programme pages). */
export interface VersionsRepository<T> {
  /** Newest first. */
  list(id: string): Promise<ContentVersionSummary[]>;
  get(id: string, version: number): Promise<ContentVersion | null>;
  /** Saves the version's text as a new version (nothing is lost: the replaced text stays a version too). */
  restore(id: string, version: number): Promise<T>;
}

/** An item's versions in other languages than English (French), each saved on its own. */
export interface TranslationsRepository<Fields, Input> {
  /** The item's version in `locale`, or null when it has none yet. */
  get(id: string, locale: TranslationLocale): Promise<ContentTranslation<Fields> | null>;
  /** Writes it over any earlier one; the English is not touched. */
  save(id: string, locale: TranslationLocale, input: Input): Promise<ContentTranslation<Fields>>;
  /** Visitors reading that language see the English again, told so. */
  remove(id: string, locale: TranslationLocale): Promise<void>;
}

/** Posts (stories), as content editors write and publish them. */
export interface PostsRepository {
  list(query?: EditorPostsQuery): Promise<Page<EditorPostSummary>>;
  get(id: string): Promise<EditorPost | null>;
  create(input: PostInput): Promise<EditorPost>;
  /** Refused with `conflict` ("changed since you opened it") when `baseVersion` is not the latest. */
  update(id: string, input: PostInput): Promise<EditorPost>;
  /** Publish now, schedule, unpublish or archive (publish_content). */
  setStatus(id: string, input: PublishInput): Promise<EditorPost>;
  remove(id: string): Promise<void>;
  versions: VersionsRepository<EditorPost>;
  translations: TranslationsRepository<PostTranslationFields, PostTranslationInput>;
  /** The editor's home. */
  overview(): Promise<ContentOverview>;
}

export interface CategoriesRepository {
  /** In their order. */
  list(): Promise<Category[]>;
  create(input: CategoryInput): Promise<Category>;
  /** The old address keeps working. */
  rename(id: string, input: CategoryInput): Promise<Category>;
  reorder(input: CategoryOrderInput): Promise<Category[]>;
  movePosts(id: string, input: MoveCategoryPostsInput): Promise<Category[]>;
  /** Refused while posts are in it. */
  remove(id: string): Promise<void>;
}

export interface EventsRepository {
  /** Soonest first, past ones last. */
  list(query?: { cursor?: string; limit?: number }): Promise<Page<EditorEvent>>;
  get(id: string): Promise<EditorEvent | null>;
  create(input: EventInput): Promise<EditorEvent>;
  update(id: string, input: EventInput): Promise<EditorEvent>;
  remove(id: string): Promise<void>;
  versions: VersionsRepository<EditorEvent>;
  translations: TranslationsRepository<EventTranslationFields, EventTranslationInput>;
}

export interface ProgramPagesRepository {
  list(): Promise<ProgramPage[]>;
  get(programId: string): Promise<ProgramPage | null>;
  update(programId: string, input: ProgramPageInput): Promise<ProgramPage>;
  versions: VersionsRepository<ProgramPage>;
  translations: TranslationsRepository<ProgramPageTranslationFields, ProgramPageTranslationInput>;
}

export interface MediaRepository {
  /** Newest first. */
  list(query?: { cursor?: string; limit?: number }): Promise<Page<MediaItem>>;
  /** PNG, JPEG or WebP up to 10 MB, checked by its content. */
  upload(file: File, onProgress?: (fraction: number) => void): Promise<MediaItem>;
  setAlt(id: string, alt: string): Promise<MediaItem>;
  remove(id: string): Promise<void>;
}

/** Stories alumni send in (share_alumni_stories), and what editors do with them. */
export interface SubmissionsRepository {
  /** Editors: newest first, by default those waiting. */
  list(query?: { status?: SubmissionStatus; cursor?: string; limit?: number }): Promise<Page<StorySubmission>>;
  get(id: string): Promise<StorySubmission | null>;
  /** Makes a draft post from it, crediting the alumnus; publishing that post publishes the submission. */
  takeOn(id: string): Promise<EditorPost>;
  /** Back to the alumnus with a note (a notice and an e-mail). */
  returnWithNote(id: string, input: ReturnSubmissionInput): Promise<StorySubmission>;
  /** Alumni: send one in. */
  submit(input: SubmissionInput): Promise<StorySubmission>;
  /** Alumni: theirs, newest first. */
  mine(): Promise<StorySubmission[]>;
  /** Alumni: change a story that is waiting or was returned, and send it (again) for review. */
  revise(id: string, input: SubmissionInput): Promise<StorySubmission>;
  /** Alumni: take back a story that is waiting or was returned. */
  withdraw(id: string): Promise<StorySubmission>;
}

/** Live changes to content, for lists that update while open (server-sent events). */
export interface ContentLiveRepository {
  /**
   * Calls `onChange` for every change until the function it resolves to is called; reconnects by itself
   * after a drop. `onState` says whether the stream is connected. A promise, like every repository call.
   */
  subscribe(onChange: (change: ContentChange) => void, onState?: (state: 'live' | 'reconnecting') => void): Promise<() => void>;
}

// ─── The account screen and the unsubscribe links of e-mails ──────────────────────────────────────

/** The signed-in member's own account (manage_profile): e-mail preferences, their data, deleting it. */
export interface AccountRepository {
  getPreferences(): Promise<EmailPreferences>;
  /** The language the person chose (null: never chose; the site follows the page's). */
  getLanguage(): Promise<{ locale: 'en' | 'fr' | null }>;
  setLanguage(locale: 'en' | 'fr'): Promise<{ locale: 'en' | 'fr' }>;
  /** All three at once; turning the newsletter on subscribes a verified address straight away. */
  setPreferences(input: EmailPreferencesInput): Promise<EmailPreferences>;
  /** Everything the service holds about the account, as a JSON file. */
  exportMine(): Promise<Blob>;
  /**
   * Deletes the account for good, confirmed by typing its e-mail address. Refused for the last admin, and when the
   * sign-in account cannot be deleted (then nothing is deleted).
   */
  deleteMine(input: DeleteAccountInput): Promise<void>;
}

/** What the unsubscribe link of an optional e-mail opens, signed in or not. */
export interface EmailLinksRepository {
  /** Which kind of e-mail the link is about and whether it is already off; changes nothing. */
  check(token: string): Promise<EmailLinkState>;
  /** Turns that kind of e-mail off. */
  unsubscribe(token: string): Promise<void>;
}

// ─── Programme delivery: the student portal, staff running cohorts, grading, mentoring ─────────────

/** The signed-in student's own programme: their cohort, modules, assignments and hand-ins. */
export interface StudiesRepository {
  /** Home and progress screens (access_student_portal). */
  overview(): Promise<StudentOverview>;
  /** Opened modules in order, and the titles of those still to open (view_program_content). */
  modules(): Promise<StudentModules>;
  /** Marks an opened module done or not done (participate_in_programs). */
  setModuleDone(moduleId: string, input: ModuleDoneInput): Promise<StudentModule>;
  downloadModuleFile(moduleId: string, fileId: string): Promise<Blob>;
  /** Every assignment of the cohort by due date, with its status (participate_in_programs). */
  assignments(): Promise<StudentAssignmentSummary[]>;
  /** The cohort's due dates and module openings as an iCalendar file, for the student's calendar app. */
  calendar(): Promise<Blob>;
  assignment(id: string): Promise<StudentAssignment>;
  /** Uploads a file to hand in later (submit_program_work); checked by type, size and content. */
  uploadFile(assignmentId: string, file: File, onProgress?: (fraction: number) => void): Promise<LearningFile>;
  /** Removes an uploaded file not handed in yet. */
  removeFile(assignmentId: string, fileId: string): Promise<void>;
  downloadFile(assignmentId: string, fileId: string): Promise<Blob>;
  /** Hands the work in (again); refused with a 409 in words after the due date when late work is not accepted. */
  handIn(assignmentId: string, input: HandInInput): Promise<StudentAssignment>;
}

/** Staff running programmes: cohorts, their members, modules and assignments, mentor pairing, completion. */
export interface DeliveryRepository {
  cohorts(programId?: string): Promise<Cohort[]>;
  cohort(id: string): Promise<Cohort>;
  createCohort(programId: string, input: CohortInput): Promise<Cohort>;
  updateCohort(id: string, input: CohortInput): Promise<Cohort>;
  members(cohortId: string): Promise<CohortMember[]>;
  /** Students in no cohort (accepted before a cohort took new students, or given the role by hand). */
  cohortCandidates(cohortId: string): Promise<CohortCandidate[]>;
  /** Adds students to the cohort; refused (409) for anyone not a student or already active in a cohort. */
  addMembers(cohortId: string, input: AddMembersInput): Promise<CohortMember[]>;
  /** Marks the student as having completed the programme: the role becomes alumni and an alumni profile starts. */
  complete(cohortId: string, uid: string, input: CompleteInput): Promise<Completion>;
  modules(cohortId: string): Promise<StaffModule[]>;
  createModule(cohortId: string, input: ModuleInput): Promise<StaffModule>;
  updateModule(id: string, input: ModuleInput): Promise<StaffModule>;
  deleteModule(id: string): Promise<void>;
  reorderModules(cohortId: string, input: ModuleOrderInput): Promise<StaffModule[]>;
  uploadModuleFile(moduleId: string, file: File, onProgress?: (fraction: number) => void): Promise<LearningFile>;
  removeModuleFile(moduleId: string, fileId: string): Promise<void>;
  downloadModuleFile(moduleId: string, fileId: string): Promise<Blob>;
  assignments(cohortId: string): Promise<StaffAssignment[]>;
  createAssignment(cohortId: string, input: AssignmentInput): Promise<StaffAssignment>;
  updateAssignment(id: string, input: AssignmentInput): Promise<StaffAssignment>;
  /** Refused with a 409 once work has been handed in. */
  deleteAssignment(id: string): Promise<void>;
  /** Staff, admins and alumni open to mentoring, with how many mentees each has. */
  mentorCandidates(): Promise<MentorCandidate[]>;
  pairMentor(cohortId: string, uid: string, input: PairMentorInput): Promise<CohortMember>;
  unpairMentor(cohortId: string, uid: string): Promise<CohortMember>;
  /** Whether an active member owes the work due before they joined (by default they do not). */
  setEarlierWork(cohortId: string, uid: string, input: EarlierWorkInput): Promise<CohortMember>;
}

/** Staff grading handed-in work. */
export interface GradingRepository {
  /** Oldest hand-in first, 50 per page by default. */
  queue(query?: GradingQuery): Promise<Page<GradingItem>>;
  submission(id: string): Promise<StaffSubmission>;
  downloadFile(submissionId: string, fileId: string): Promise<Blob>;
  grade(id: string, input: GradeInput): Promise<StaffSubmission>;
  /** Sends the work back for changes; the student may hand it in again. */
  returnWork(id: string, input: ReturnWorkInput): Promise<StaffSubmission>;
}

/** A mentorship from either side: only its student and its mentor reach it; anyone else gets a 404. */
export interface MentoringRepository {
  /** The signed-in student's mentorship, or null before a mentor is paired (access_mentor_support). */
  mine(): Promise<Mentorship | null>;
  /** The signed-in mentor's mentees. */
  mentees(): Promise<Mentee[]>;
  mentorship(id: string): Promise<Mentorship>;
  /** Newest first; reading marks the other side's messages read. */
  messages(mentorshipId: string, query?: MentorMessagesQuery): Promise<Page<MentorMessage>>;
  send(mentorshipId: string, input: MentorMessageInput): Promise<MentorMessage>;
  addCheckin(mentorshipId: string, input: CheckinInput): Promise<MentorCheckin>;
  addTask(mentorshipId: string, input: MentorTaskInput): Promise<MentorTask>;
  setTaskDone(mentorshipId: string, taskId: string, input: MentorTaskDoneInput): Promise<MentorTask>;
  removeTask(mentorshipId: string, taskId: string): Promise<void>;
}

/** Alumni profiles and the directory (decision 0023): each viewer gets only the fields shown to them. */
export interface AlumniProfilesRepository {
  /** One's own profile (started with the defaults on first use); 404 for a role that has none (staff). */
  mine(): Promise<MyAlumniProfile>;
  saveMine(input: MyProfileInput): Promise<MyAlumniProfile>;
  /** PNG, JPEG or WebP up to 10 MB, checked by content, resized to the profile sizes; replaces the old one. */
  uploadPhoto(file: File, onProgress?: (fraction: number) => void): Promise<MyAlumniProfile>;
  removePhoto(): Promise<MyAlumniProfile>;
  /** network_with_alumni: the profiles the viewer may see, with counts for the filters. */
  directory(query?: DirectoryQuery): Promise<DirectoryPage>;
  /** network_with_alumni: one profile as the viewer may see it; null when they may not see it. */
  profile(uid: string): Promise<AlumniProfileView | null>;
  /** manage_alumni_profiles: every profile (hidden ones too), as staff see them. */
  manage(query?: DirectoryQuery): Promise<DirectoryPage>;
  /** manage_alumni_profiles: one profile as staff see it, with what may be corrected. */
  manageOne(uid: string): Promise<AlumniProfileView | null>;
  /** manage_alumni_profiles: correct what the alumnus wrote (audited with the fields changed). */
  correct(uid: string, input: ProfileCorrectionInput): Promise<AlumniProfileView>;
  /** manage_alumni_profiles: take out of the directory, with the reason shown to its owner (audited). */
  hide(uid: string, input: HideProfileInput): Promise<AlumniProfileView>;
  unhide(uid: string): Promise<AlumniProfileView>;
}

/** Alumni-to-alumni conversations, blocks and reports (network_with_alumni; reports read by manage_alumni_profiles). */
export interface AlumniMessagesRepository {
  /** Latest activity first. */
  conversations(query?: AlumniMessagesQuery): Promise<Page<ConversationSummary>>;
  conversation(id: string): Promise<ConversationSummary>;
  /** Newest first; reading marks the other side's messages read. */
  messages(conversationId: string, query?: AlumniMessagesQuery): Promise<Page<AlumniMessage>>;
  /** Starts (or continues) the conversation with an alumnus open to messages; the answer names the conversation. */
  start(uid: string, input: AlumniMessageInput): Promise<AlumniMessage>;
  send(conversationId: string, input: AlumniMessageInput): Promise<AlumniMessage>;
  unreadCount(): Promise<number>;
  block(uid: string): Promise<void>;
  unblock(uid: string): Promise<void>;
  report(input: ReportInput): Promise<AlumniReport>;
  /** manage_alumni_profiles: open reports by default, oldest first. */
  reports(query?: ReportsQuery): Promise<Page<AlumniReport>>;
  resolveReport(id: string): Promise<AlumniReport>;
}

/** The back office's figures at a glance (view_all_users: staff and admins). */
export interface DashboardRepository {
  figures(): Promise<DashboardFigures>;
}

/** The site settings with their environment defaults (manage_system_settings: admins). */
export interface SiteSettingsRepository {
  get(): Promise<SiteSettingsView>;
  /** A value sets a setting, null puts it back to the default; answers the settings as they now are. */
  update(change: SiteSettingsChange): Promise<SiteSettingsView>;
}

/** People as admins look after them (manage_users): a person's page, suspension, verification and invitations. */
export interface PeopleRepository {
  /** null when there is no such person. */
  get(uid: string): Promise<PersonPage | null>;
  suspend(uid: string, input: SuspensionInput): Promise<{ person: PersonPage; warning: string | null }>;
  restore(uid: string): Promise<{ person: PersonPage; warning: string | null }>;
  sendVerification(uid: string): Promise<{ sentTo: string }>;
  /** Newest first, the latest 100. */
  invitations(): Promise<Invitation[]>;
  invite(input: InvitationInput): Promise<Invitation>;
  revokeInvitation(id: string): Promise<Invitation>;
}
