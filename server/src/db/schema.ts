import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  ApplicationForm,
  ApplicationStatus,
  Answers,
  Decision,
  Recommendation,
  Rubric,
  FaqEntry,
  MediaContentType,
  SubmissionStatus,
  StudentRoleState,
  ContentStatus,
  ContentType,
  DonationFailureReason,
  DonationFrequency,
  DonationProvider,
  DonationStatus,
  MessageKind,
  OutboxStatus,
  ProgramStatus,
  SubscriberStatus,
  CohortMemberStatus,
  LearningFileType,
  ModuleLink,
  SubmissionState,
  GradingMark,
  GradingRubric,
  ProfileLink,
  ProfileVisibilityMap,
  ReportReason,
} from '@sla/contract';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/contract';
import type { Role } from '@sla/permissions';
import type { FollowUpKind, FollowUpStatus, OpportunityKind } from '@sla/contract/schemas';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** users (docs/requirements.md#records), keyed by the Firebase uid. */
export const users = pgTable('users', {
  uid: text('uid').primaryKey(),
  email: text('email'),
  displayName: text('display_name'),
  role: text('role').$type<Role>(),
  requestedRole: text('requested_role').$type<Role>(),
  /** The role Firebase carries as the custom claim, as last set (null: never set); users.role is what counts. */
  claimsRole: text('claims_role').$type<Role>(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
  /** Set while an admin has suspended the account: Firebase disables it and the service refuses it. */
  suspendedAt: stamp('suspended_at'),
  suspendedBy: text('suspended_by'),
  suspensionReason: text('suspension_reason'),
  /** The language the person reads the site and their e-mails in ('en' or 'fr'); null until known. */
  locale: text('locale').$type<'en' | 'fr'>(),
});

/** audit_logs (docs/requirements.md#audit-log): role_change, permission_check and account_deleted entries in one table. */
export const auditLogs = pgTable('audit_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type')
    .$type<'role_change' | 'permission_check' | 'account_deleted' | 'account_event' | 'settings_change' | 'release_change'>()
    .notNull(),
  userId: text('user_id').notNull(),
  previousRole: text('previous_role').$type<Role>(),
  newRole: text('new_role').$type<Role>(),
  changedBy: text('changed_by'),
  reason: text('reason'),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  permission: text('permission'),
  granted: boolean('granted'),
  context: jsonb('context').$type<Record<string, unknown>>(),
  timestamp: stamp('timestamp').notNull(),
});

/** content: posts, events and pages in one table; slugs are unique per type. */
export const content = pgTable('content', {
  id: text('id').primaryKey(),
  type: text('type').$type<ContentType>().notNull(),
  status: text('status').$type<ContentStatus>().notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Markdown. */
  body: text('body').notNull().default(''),
  categoryId: text('category_id'),
  authorName: text('author_name'),
  coverImageUrl: text('cover_image_url'),
  coverImageAlt: text('cover_image_alt'),
  /** Set when the cover comes from the media library: the public page then gets its resized variants. */
  coverMediaId: text('cover_media_id'),
  seoDescription: text('seo_description').notNull().default(''),
  socialImageUrl: text('social_image_url'),
  socialImageAlt: text('social_image_alt'),
  socialMediaId: text('social_media_id'),
  publishedAt: stamp('published_at'),
  /** The zone the editor scheduled in (and an event's own zone). */
  timeZone: text('time_zone').notNull().default('Africa/Nairobi'),
  eventStartsAt: stamp('event_starts_at'),
  eventEndsAt: stamp('event_ends_at'),
  eventLocation: text('event_location'),
  eventOnline: boolean('event_online').notNull().default(false),
  registrationUrl: text('registration_url'),
  /** Bumped by every save; a save based on an older one is refused (409). */
  version: integer('version').notNull().default(1),
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
  updatedByName: text('updated_by_name'),
  /** The alumnus a published submission credits. */
  creditUid: text('credit_uid'),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  /** Its name for visitors reading French; empty when it has none (migration 0021). */
  nameFr: text('name_fr').notNull().default(''),
  position: integer('position').notNull(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

export const categoryRedirects = pgTable('category_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  categoryId: text('category_id').notNull(),
});

export const contentRedirects = pgTable(
  'content_redirects',
  {
    type: text('type').$type<ContentType>().notNull(),
    oldSlug: text('old_slug').notNull(),
    contentId: text('content_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.oldSlug] })],
);

export type VersionSubject = 'post' | 'event' | 'program_page';

/** Every save of a post, an event or a programme page: the whole editable text, who and when. */
export const contentVersions = pgTable(
  'content_versions',
  {
    subject: text('subject').$type<VersionSubject>().notNull(),
    subjectId: text('subject_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    savedBy: text('saved_by'),
    savedByName: text('saved_by_name').notNull().default(''),
    savedAt: stamp('saved_at').notNull(),
    /** Made by the editor's autosave rather than a save someone asked for (migration 0020). */
    autosave: boolean('autosave').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.subject, table.subjectId, table.version] })],
);

/** What a translation belongs to: a post or an event (table content), or a programme's page (table programs). */
export type TranslationKind = 'content' | 'program';

/**
 * The French text of a post, an event or a programme page (fields: the translated fields of its editing form, e.g.
 * postTranslationInput). Not versioned; deleted with its subject.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').$type<TranslationKind>().notNull(),
    subjectId: text('subject_id').notNull(),
    locale: text('locale').$type<'fr'>().notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    updatedAt: stamp('updated_at').notNull(),
    updatedBy: text('updated_by'),
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.kind, table.subjectId, table.locale] })],
);

/** programs, with their application window. */
export const programs = pgTable('programs', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  status: text('status').$type<ProgramStatus>().notNull(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  description: text('description').notNull().default(''),
  whoFor: text('who_for').notNull().default(''),
  howToApply: text('how_to_apply').notNull().default(''),
  opensAt: stamp('opens_at'),
  closesAt: stamp('closes_at'),
  timeZone: text('time_zone').notNull(),
  capacity: integer('capacity'),
  form: jsonb('form').$type<ApplicationForm>().notNull().default({ sections: [] }),
  rubric: jsonb('rubric').$type<Rubric>().notNull().default({ criteria: [] }),
  faq: jsonb('faq').$type<FaqEntry[]>().notNull().default([]),
  heroMediaId: text('hero_media_id'),
  heroImageUrl: text('hero_image_url'),
  heroImageAlt: text('hero_image_alt'),
  /** The public page's own version, for its editors' 409 (settings saves do not bump it). */
  pageVersion: integer('page_version').notNull().default(1),
  pageUpdatedAt: stamp('page_updated_at'),
  pageUpdatedByName: text('page_updated_by_name'),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

/** Every e-mail the product sends, written in the transaction that decided to send it. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  to: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('body_text').notNull(),
  html: text('body_html'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  status: text('status').$type<OutboxStatus>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** When queued: not before. When sending: the lease, after which another worker may take it over. */
  nextAttemptAt: stamp('next_attempt_at').notNull(),
  lastError: text('last_error'),
  transport: text('transport'),
  dedupeKey: text('dedupe_key'),
  createdAt: stamp('created_at').notNull(),
  sentAt: stamp('sent_at'),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: text('id').primaryKey(),
  /** Lower case, so one person is one row. */
  email: text('email').notNull(),
  status: text('status').$type<SubscriberStatus>().notNull(),
  /** Null once unsubscribed, so an old confirmation link cannot subscribe the address again. */
  confirmToken: text('confirm_token'),
  unsubscribeToken: text('unsubscribe_token').notNull(),
  confirmationSentAt: stamp('confirmation_sent_at'),
  confirmedAt: stamp('confirmed_at'),
  unsubscribedAt: stamp('unsubscribed_at'),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

/** Messages from the Contact and Get Involved forms. */
export const messages = pgTable('messages', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<MessageKind>().notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  organisation: text('organisation'),
  message: text('message').notNull(),
  createdAt: stamp('created_at').notNull(),
});

/** Fixed-window counters shared by every service instance; keys are hashed, never raw addresses. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: stamp('window_start').notNull(),
  hits: integer('hits').notNull(),
  expiresAt: stamp('expires_at').notNull(),
});

/** Live events, kept an hour for listeners that reconnect and for those too big to NOTIFY (server/src/live). */
export const liveEvents = pgTable('live_events', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: text('id').notNull().unique(),
  channel: text('channel').notNull(),
  origin: text('origin').notNull(),
  data: jsonb('data').notNull(),
  at: stamp('at').notNull().defaultNow(),
});

/** Every open live stream, with the instance holding it: a person's streams are counted across instances. */
export const liveStreams = pgTable('live_streams', {
  id: text('id').primaryKey(),
  uid: text('uid').notNull(),
  instance: text('instance').notNull(),
  expiresAt: stamp('expires_at').notNull(),
});

/**
 * Gifts. Through Stripe: one row per Stripe event, however often it is delivered, recorded once paid. Through Paystack
 * (mobile money): one row per payment started, pending until Paystack's signed webhook confirms it (decision 0050).
 */
export const donations = pgTable('donations', {
  id: text('id').primaryKey(),
  /** Stripe's rows only. */
  stripeEventId: text('stripe_event_id'),
  provider: text('provider').$type<DonationProvider>().notNull().default('stripe'),
  status: text('status').$type<DonationStatus>().notNull().default('succeeded'),
  /** Paystack: the reference we gave the transaction (random; the donor's page asks for its status with it). */
  providerReference: text('provider_reference'),
  /** Paystack: its own id of the transaction that paid, from the webhook. */
  providerTransactionId: text('provider_transaction_id'),
  /** Why a failed payment failed, for the donor's and staff's words. */
  failureReason: text('failure_reason').$type<DonationFailureReason>(),
  /** The language of the page the donor gave from (Paystack rows), for the receipt. */
  locale: text('locale').$type<'en' | 'fr'>(),
  /** When the provider was last asked about a pending payment (at most every few seconds per payment). */
  checkedAt: stamp('checked_at'),
  updatedAt: stamp('updated_at'),
  frequency: text('frequency').$type<DonationFrequency>().notNull(),
  renewal: boolean('renewal').notNull().default(false),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  email: text('email'),
  name: text('name'),
  /** The Checkout Session or invoice the event was about. */
  stripeObjectId: text('stripe_object_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  createdAt: stamp('created_at').notNull(),
});

/** Promises to give made on the Donate page without online payment, for staff to follow up. */
export const pledges = pgTable('pledges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  frequency: text('frequency').$type<DonationFrequency>().notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: stamp('created_at').notNull(),
});

/** Each receipt issued (decision 0051): its number is from the receipt_numbers sequence and never repeats. */
export const givingReceipts = pgTable('giving_receipts', {
  number: bigint('number', { mode: 'number' }).primaryKey(),
  emailKey: text('email_key').notNull(),
  donationId: text('donation_id'),
  fromDay: date('from_day', { mode: 'string' }),
  toDay: date('to_day', { mode: 'string' }),
  giftCount: integer('gift_count').notNull(),
  askedThrough: text('asked_through').$type<'link' | 'account' | 'staff'>().notNull(),
  issuedAt: stamp('issued_at').notNull(),
});

/** A donor's link to their giving history: only the SHA-256 of the token, and when it stops working. */
export const givingLinks = pgTable('giving_links', {
  tokenHash: text('token_hash').primaryKey(),
  emailKey: text('email_key').notNull(),
  expiresAt: stamp('expires_at').notNull(),
  createdAt: stamp('created_at').notNull(),
});

/** A monthly gift (a Stripe subscription) as its donor sees, changes and stops it. */
export const monthlyGifts = pgTable('monthly_gifts', {
  subscriptionId: text('subscription_id').primaryKey(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  locale: text('locale'),
  status: text('status').$type<'active' | 'stopped'>().notNull(),
  paymentFailing: boolean('payment_failing').notNull().default(false),
  /** Stripe's customer, to find the donor when Stripe says their card expires soon. */
  stripeCustomerId: text('stripe_customer_id'),
  startedAt: stamp('started_at').notNull(),
  stoppedAt: stamp('stopped_at'),
  updatedAt: stamp('updated_at').notNull(),
});
export type MonthlyGiftRow = typeof monthlyGifts.$inferSelect;

/**
 * Stripe subscriptions known to have ended (deleted, or updated to a final status), kept even before a monthly gift has
 * them: Stripe's events come in any order, and a Checkout completed after its subscription ended starts no active gift.
 */
export const stripeSubscriptionEnds = pgTable('stripe_subscription_ends', {
  subscriptionId: text('subscription_id').primaryKey(),
  endedAt: stamp('ended_at').notNull(),
  eventId: text('event_id').notNull(),
  recordedAt: stamp('recorded_at').notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * applications (docs/requirements.md#applications). `form` is the programme's form when the application was started, so
 * editing a programme never breaks answers already given. Review counts and the average score are kept
 * on the row so the staff queue sorts and pages on an index at 100,000 rows.
 */
export const applications = pgTable('applications', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  programId: text('program_id').notNull(),
  status: text('status').$type<ApplicationStatus>().notNull(),
  form: jsonb('form').$type<ApplicationForm>().notNull(),
  answers: jsonb('answers').$type<Answers>().notNull(),
  /** The form step the applicant was last on (migration 0019); null for the first. */
  resumeStep: integer('resume_step'),
  decision: text('decision').$type<Decision>(),
  decidedBy: text('decided_by'),
  decidedAt: stamp('decided_at'),
  decisionReleaseAt: stamp('decision_release_at'),
  releasedAt: stamp('released_at'),
  studentRole: text('student_role').$type<StudentRoleState>().notNull(),
  studentRoleMessage: text('student_role_message'),
  reviewers: integer('reviewers').notNull(),
  reviewsSubmitted: integer('reviews_submitted').notNull(),
  averageScore: real('average_score'),
  submittedAt: stamp('submitted_at'),
  withdrawnAt: stamp('withdrawn_at'),
  withdrawReason: text('withdraw_reason'),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

/** What happened to an application, in order: the timeline both sides see (types in TimelineEventType and staff-only ones). */
export const applicationEvents = pgTable('application_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: text('application_id').notNull(),
  type: text('type').notNull(),
  actorUid: text('actor_uid'),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  at: stamp('at').notNull(),
});

/** Uploaded files, kept in the database so one backup holds everything (10 MB limit per file). */
export const applicationFiles = pgTable('application_files', {
  id: text('id').primaryKey(),
  applicationId: text('application_id').notNull(),
  questionId: text('question_id').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: stamp('uploaded_at').notNull(),
});

/** reference_requests (migration 0027, decision 0042): one per referee asked; 'replaced' once another took the slot. */
export const referenceRequests = pgTable('reference_requests', {
  id: text('id').primaryKey(),
  applicationId: text('application_id').notNull(),
  programId: text('program_id').notNull(),
  slot: integer('slot').notNull(),
  refereeName: text('referee_name').notNull(),
  refereeEmail: text('referee_email').notNull(),
  status: text('status').$type<'requested' | 'received' | 'replaced'>().notNull(),
  /** The language of the request's e-mails and of the referee's page (the applicant's). */
  locale: text('locale').$type<'en' | 'fr'>(),
  dueAt: stamp('due_at'),
  requestedAt: stamp('requested_at').notNull(),
  lastSentAt: stamp('last_sent_at').notNull(),
  remindedAt: stamp('reminded_at'),
  receivedAt: stamp('received_at'),
  replacedAt: stamp('replaced_at'),
  letterText: text('letter_text'),
  letterName: text('letter_name'),
  letterSize: integer('letter_size'),
  letterContent: bytea('letter_content'),
});
export type ReferenceRequestRow = typeof referenceRequests.$inferSelect;

/** reference_links: the SHA-256 of each link a referee was sent (never the link itself). */
export const referenceLinks = pgTable('reference_links', {
  tokenHash: text('token_hash').primaryKey(),
  requestId: text('request_id').notNull(),
  issuedAt: stamp('issued_at').notNull(),
});

/** The media library's originals (PNG, JPEG or WebP, checked by content). */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').$type<MediaContentType>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  alt: text('alt').notNull().default(''),
  original: bytea('original').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedByName: text('uploaded_by_name').notNull().default(''),
  createdAt: stamp('created_at').notNull(),
  /**
   * 'story' for a picture an alumnus added to a story (decision 0048): out of the library, and not served to visitors
   * until the story's post is on the site; publishing makes it 'library'.
   */
  scope: text('scope').$type<'library' | 'story'>().notNull().default('library'),
  /** The story a story picture belongs to, once the story was sent with it; null for library images and unsent ones. */
  storyId: text('story_id'),
});

/** Resized WebP copies of each image, made once at upload. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: text('media_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.width] })],
);

export const storySubmissions = pgTable('story_submissions', {
  id: text('id').primaryKey(),
  authorUid: text('author_uid').notNull(),
  authorName: text('author_name').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
  status: text('status').$type<SubmissionStatus>().notNull(),
  note: text('note'),
  postId: text('post_id'),
  handledBy: text('handled_by'),
  /** The story's cover, one of its pictures (decision 0048): copied to the post an editor makes of it. */
  coverMediaId: text('cover_media_id'),
  coverUrl: text('cover_url'),
  coverAlt: text('cover_alt').notNull().default(''),
  submittedAt: stamp('submitted_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

export const reviewAssignments = pgTable(
  'review_assignments',
  {
    applicationId: text('application_id').notNull(),
    reviewerUid: text('reviewer_uid').notNull(),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: stamp('assigned_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.reviewerUid] })],
);

export const reviews = pgTable(
  'reviews',
  {
    applicationId: text('application_id').notNull(),
    reviewerUid: text('reviewer_uid').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    weightedScore: real('weighted_score').notNull(),
    comment: text('comment').notNull(),
    recommendation: text('recommendation').$type<Recommendation>().notNull(),
    submittedAt: stamp('submitted_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.reviewerUid] })],
);

/** A reviewer who declared a conflict of interest is kept from the application from then on. */
export const reviewConflicts = pgTable(
  'review_conflicts',
  {
    applicationId: text('application_id').notNull(),
    reviewerUid: text('reviewer_uid').notNull(),
    reason: text('reason').notNull(),
    declaredAt: stamp('declared_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.reviewerUid] })],
);

/** In-portal notices for a member (decisions released, ...). */
export const notices = pgTable('notices', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  createdAt: stamp('created_at').notNull(),
  readAt: stamp('read_at'),
});

/** Which optional e-mails a member wants (account settings); no row means every one. The newsletter's is not here. */
export const emailPreferences = pgTable('email_preferences', {
  uid: text('uid').primaryKey(),
  decisions: boolean('decisions').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  updatedAt: stamp('updated_at').notNull(),
});

// ─── Programme delivery (migration 0011) ───────────────────────────────────────────────────────────

const day = (name: string) => date(name, { mode: 'string' });

/** A programme's intake; at most one per programme takes newly accepted students. */
export const cohorts = pgTable('cohorts', {
  id: text('id').primaryKey(),
  programId: text('program_id').notNull(),
  name: text('name').notNull(),
  startsOn: day('starts_on').notNull(),
  endsOn: day('ends_on').notNull(),
  acceptingStudents: boolean('accepting_students').notNull(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
  /** How many announcements the cohort has (kept by posting and deleting them): a student's unread count is this less theirs read. */
  announcementCount: integer('announcement_count').notNull().default(0),
});

export const cohortMembers = pgTable(
  'cohort_members',
  {
    cohortId: text('cohort_id').notNull(),
    uid: text('uid').notNull(),
    status: text('status').$type<CohortMemberStatus>().notNull(),
    applicationId: text('application_id'),
    joinedAt: stamp('joined_at').notNull(),
    completedAt: stamp('completed_at'),
    completedBy: text('completed_by'),
    /** Staff said this student owes the work due before they joined, as if they had been there from the start (0022). */
    owesEarlierWork: boolean('owes_earlier_work').notNull().default(false),
    /** How many of the cohort's announcements this member has read (kept by reading and by deleting announcements). */
    announcementsRead: integer('announcements_read').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.uid] })],
);

export const modules = pgTable('modules', {
  id: text('id').primaryKey(),
  cohortId: text('cohort_id').notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  links: jsonb('links').$type<ModuleLink[]>().notNull(),
  opensAt: stamp('opens_at').notNull(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

export const moduleFiles = pgTable('module_files', {
  id: text('id').primaryKey(),
  moduleId: text('module_id').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<LearningFileType>().notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: stamp('uploaded_at').notNull(),
});

export const moduleProgress = pgTable(
  'module_progress',
  {
    moduleId: text('module_id').notNull(),
    uid: text('uid').notNull(),
    doneAt: stamp('done_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.moduleId] })],
);

export const assignments = pgTable('assignments', {
  id: text('id').primaryKey(),
  cohortId: text('cohort_id').notNull(),
  moduleId: text('module_id'),
  title: text('title').notNull(),
  instructions: text('instructions').notNull(),
  dueAt: stamp('due_at').notNull(),
  fileTypes: text('file_types').array().$type<LearningFileType[]>().notNull(),
  maxFileMb: integer('max_file_mb').notNull(),
  textAnswer: boolean('text_answer').notNull(),
  lateAccepted: boolean('late_accepted').notNull(),
  maxPoints: integer('max_points').notNull(),
  /** Graded by this rubric (its levels' points make the grade); null: in points. */
  rubric: jsonb('rubric').$type<GradingRubric>(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

/** A student's work on an assignment as last handed in (one row each), and what staff made of it. */
export const submissions = pgTable('submissions', {
  id: text('id').primaryKey(),
  assignmentId: text('assignment_id').notNull(),
  /** The assignment's cohort, copied so the grading queue filters and pages on one index. */
  cohortId: text('cohort_id').notNull(),
  uid: text('uid').notNull(),
  status: text('status').$type<SubmissionState>().notNull(),
  textAnswer: text('text_answer').notNull(),
  late: boolean('late').notNull(),
  attempt: integer('attempt').notNull(),
  submittedAt: stamp('submitted_at').notNull(),
  grade: integer('grade'),
  /** The levels chosen for the grade standing now, when it was given with the rubric. */
  rubricMarks: jsonb('rubric_marks').$type<GradingMark[]>(),
  feedback: text('feedback').notNull(),
  markedBy: text('marked_by'),
  markedAt: stamp('marked_at'),
});

/** Every grade given for a submission, kept when a later grade, a return or a new hand-in replaces it. */
export const submissionGrades = pgTable('submission_grades', {
  id: text('id').primaryKey(),
  submissionId: text('submission_id').notNull(),
  assignmentId: text('assignment_id').notNull(),
  attempt: integer('attempt').notNull(),
  grade: integer('grade').notNull(),
  /** What the assignment was out of then. */
  maxPoints: integer('max_points').notNull(),
  /** The levels chosen; null: graded in points. */
  rubricMarks: jsonb('rubric_marks').$type<GradingMark[]>(),
  feedback: text('feedback').notNull(),
  gradedBy: text('graded_by'),
  gradedAt: stamp('graded_at').notNull(),
});

/** Files a student uploaded for an assignment: part of the submission once handed in, else waiting. */
export const submissionFiles = pgTable('submission_files', {
  id: text('id').primaryKey(),
  assignmentId: text('assignment_id').notNull(),
  uid: text('uid').notNull(),
  handedIn: boolean('handed_in').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<LearningFileType>().notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: stamp('uploaded_at').notNull(),
});

export const mentorships = pgTable('mentorships', {
  id: text('id').primaryKey(),
  studentUid: text('student_uid').notNull(),
  mentorUid: text('mentor_uid').notNull(),
  cohortId: text('cohort_id'),
  pairedBy: text('paired_by').notNull(),
  pairedAt: stamp('paired_at').notNull(),
  endedAt: stamp('ended_at'),
  /** Who ended it and as what (migration 0038): its mentee ('student'), its mentor or staff; null before, or on completion. */
  endedBy: text('ended_by'),
  endedAs: text('ended_as').$type<'student' | 'mentor' | 'staff'>(),
  /** The note the side who ended it left for the other; staff's reason, for staff only. */
  endNote: text('end_note'),
  endReason: text('end_reason'),
});

/** A student's request to an alumnus who offered to mentor (decision 0047); accepting starts a mentorship. */
export const mentorRequests = pgTable('mentor_requests', {
  id: text('id').primaryKey(),
  studentUid: text('student_uid').notNull(),
  mentorUid: text('mentor_uid').notNull(),
  note: text('note').notNull(),
  status: text('status').$type<'open' | 'accepted' | 'declined' | 'withdrawn' | 'closed'>().notNull(),
  closedBecause: text('closed_because').$type<'staff' | 'paired'>(),
  /** The staff member who closed it (null otherwise). */
  closedBy: text('closed_by'),
  mentorshipId: text('mentorship_id'),
  createdAt: stamp('created_at').notNull(),
  answeredAt: stamp('answered_at'),
  /** A student, or a recent alumnus (decision 0052), as they were when they asked. */
  askedAs: text('asked_as').$type<'student' | 'alumni'>().notNull().default('student'),
});
export type MentorRequestRow = typeof mentorRequests.$inferSelect;

export const mentorMessages = pgTable('mentor_messages', {
  id: text('id').primaryKey(),
  mentorshipId: text('mentorship_id').notNull(),
  authorUid: text('author_uid').notNull(),
  body: text('body').notNull(),
  sentAt: stamp('sent_at').notNull(),
  readAt: stamp('read_at'),
});

export const announcements = pgTable('announcements', {
  id: text('id').primaryKey(),
  cohortId: text('cohort_id').notNull(),
  authorUid: text('author_uid').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  emailed: boolean('emailed').notNull(),
  postedAt: stamp('posted_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});
export type AnnouncementRow = typeof announcements.$inferSelect;

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: text('announcement_id').notNull(),
    uid: text('uid').notNull(),
    readAt: stamp('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.uid] })],
);

export const mentorCheckins = pgTable('mentor_checkins', {
  id: text('id').primaryKey(),
  mentorshipId: text('mentorship_id').notNull(),
  authorUid: text('author_uid').notNull(),
  metOn: day('met_on').notNull(),
  notes: text('notes').notNull(),
  nextSteps: text('next_steps').notNull(),
  createdAt: stamp('created_at').notNull(),
});

export const mentorTasks = pgTable('mentor_tasks', {
  id: text('id').primaryKey(),
  mentorshipId: text('mentorship_id').notNull(),
  title: text('title').notNull(),
  doneAt: stamp('done_at'),
  createdBy: text('created_by').notNull(),
  createdAt: stamp('created_at').notNull(),
});

/**
 * An alumnus's profile: started when a student completes a programme, filled in by the alumnus (decision 0023).
 * The `alumni*` and `staff*` columns are generated by the database from the fields and their visibility: each holds
 * only what that audience may see, and the directory reads nothing else.
 */
/**
 * Generated columns: the expressions live in migration 0012 (migrations here are written by hand, not by drizzle-kit);
 * marking them generated keeps them out of every insert and update.
 */
const inMigration0012 = sql`see migration 0012_alumni_network`;

export const alumniProfiles = pgTable('alumni_profiles', {
  uid: text('uid').primaryKey(),
  programId: text('program_id'),
  cohortId: text('cohort_id'),
  cohortYear: integer('cohort_year'),
  openToMentoring: boolean('open_to_mentoring').notNull(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
  /** A copy of users.display_name, kept in step by updateProfile, so the name is searchable with the other fields. */
  name: text('name').notNull().default(''),
  /** Names the photo's rows in alumni_photos; a new photo gets a new id, so old addresses stop working. */
  photoId: text('photo_id'),
  headline: text('headline').notNull().default(''),
  field: text('field').notNull().default(''),
  institution: text('institution').notNull().default(''),
  country: text('country').notNull().default(''),
  city: text('city').notNull().default(''),
  bio: text('bio').notNull().default(''),
  links: jsonb('links').$type<ProfileLink[]>().notNull().default([]),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  openToMessages: boolean('open_to_messages').notNull().default(false),
  visibility: jsonb('visibility').$type<ProfileVisibilityMap>().notNull().default(DEFAULT_PROFILE_VISIBILITY),
  hiddenAt: stamp('hidden_at'),
  hiddenBy: text('hidden_by'),
  hiddenReason: text('hidden_reason'),
  alumniName: text('alumni_name').generatedAlwaysAs(inMigration0012),
  alumniSearch: text('alumni_search').generatedAlwaysAs(inMigration0012),
  alumniProgramId: text('alumni_program_id').generatedAlwaysAs(inMigration0012),
  alumniYear: integer('alumni_year').generatedAlwaysAs(inMigration0012),
  alumniCountry: text('alumni_country').generatedAlwaysAs(inMigration0012),
  alumniField: text('alumni_field').generatedAlwaysAs(inMigration0012),
  staffName: text('staff_name').generatedAlwaysAs(inMigration0012),
  staffSearch: text('staff_search').generatedAlwaysAs(inMigration0012),
  staffProgramId: text('staff_program_id').generatedAlwaysAs(inMigration0012),
  staffYear: integer('staff_year').generatedAlwaysAs(inMigration0012),
  staffCountry: text('staff_country').generatedAlwaysAs(inMigration0012),
  staffField: text('staff_field').generatedAlwaysAs(inMigration0012),
});

/** A profile photo in each size; served to whoever holds the address (only viewers allowed the photo are given it). */
export const alumniPhotos = pgTable(
  'alumni_photos',
  {
    id: text('id').notNull(),
    size: text('size').$type<'small' | 'large'>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.size] })],
);

/** Two members' conversation; the pair is stored in uid order, once. */
export const alumniConversations = pgTable('alumni_conversations', {
  id: text('id').primaryKey(),
  firstUid: text('first_uid').notNull(),
  secondUid: text('second_uid').notNull(),
  createdAt: stamp('created_at').notNull(),
  lastMessageAt: stamp('last_message_at').notNull(),
  firstReadAt: stamp('first_read_at'),
  secondReadAt: stamp('second_read_at'),
  /** When each side was last e-mailed about unread messages: a burst is one e-mail. */
  firstNotifiedAt: stamp('first_notified_at'),
  secondNotifiedAt: stamp('second_notified_at'),
});

export const alumniMessages = pgTable('alumni_messages', {
  id: text('id').primaryKey(),
  conversationId: text('conversation_id').notNull(),
  senderUid: text('sender_uid').notNull(),
  body: text('body').notNull(),
  sentAt: stamp('sent_at').notNull(),
});

export const alumniBlocks = pgTable(
  'alumni_blocks',
  {
    blockerUid: text('blocker_uid').notNull(),
    blockedUid: text('blocked_uid').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.blockerUid, table.blockedUid] })],
);

export const alumniReports = pgTable('alumni_reports', {
  id: text('id').primaryKey(),
  reporterUid: text('reporter_uid').notNull(),
  reportedUid: text('reported_uid').notNull(),
  reason: text('reason').$type<ReportReason>().notNull(),
  details: text('details').notNull(),
  messageId: text('message_id'),
  quotedMessage: text('quoted_message'),
  createdAt: stamp('created_at').notNull(),
  resolvedAt: stamp('resolved_at'),
  resolvedBy: text('resolved_by'),
});

/** An invitation to join with a role, applied at the invitee's first sign-in (decision 0024). */
export const invitations = pgTable('invitations', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  displayName: text('display_name'),
  role: text('role').$type<Role>().notNull(),
  invitedBy: text('invited_by').notNull(),
  createdAt: stamp('created_at').notNull(),
  expiresAt: stamp('expires_at').notNull(),
  acceptedAt: stamp('accepted_at'),
  acceptedBy: text('accepted_by'),
  /** The role the account got: the invited one, or applicant when the rules refused it. */
  acceptedRole: text('accepted_role').$type<Role>(),
  revokedAt: stamp('revoked_at'),
});

/** The site settings admins change (one row, id 'site'); what it lacks comes from the environment. */
export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: stamp('updated_at').notNull(),
  updatedBy: text('updated_by').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type AuditRow = typeof auditLogs.$inferSelect;
export type ContentRow = typeof content.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type DonationRow = typeof donations.$inferSelect;
export type PledgeRow = typeof pledges.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ContentVersionRow = typeof contentVersions.$inferSelect;
export type ContentTranslationRow = typeof contentTranslations.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type StorySubmissionRow = typeof storySubmissions.$inferSelect;
export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
export type CohortRow = typeof cohorts.$inferSelect;
export type CohortMemberRow = typeof cohortMembers.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type SubmissionGradeRow = typeof submissionGrades.$inferSelect;
export type MentorshipRow = typeof mentorships.$inferSelect;
export type AlumniProfileRow = typeof alumniProfiles.$inferSelect;

/** Messages between staff and an applicant, one thread per application (migration 0028, decision 0043). */
export const applicationMessages = pgTable('application_messages', {
  id: text('id').primaryKey(),
  applicationId: text('application_id').notNull(),
  authorUid: text('author_uid').notNull(),
  fromStaff: boolean('from_staff').notNull(),
  body: text('body').notNull(),
  sentAt: stamp('sent_at').notNull(),
  /** A staff message whose e-mail to the applicant is still to be queued. */
  mailPending: boolean('mail_pending').notNull().default(false),
});
export type ApplicationMessageRow = typeof applicationMessages.$inferSelect;

/** One row per application with messages: what the lists show, kept by every message and read. */
export const applicationThreads = pgTable('application_threads', {
  applicationId: text('application_id').primaryKey(),
  applicantUid: text('applicant_uid').notNull(),
  lastMessageId: text('last_message_id').notNull(),
  lastMessageAt: stamp('last_message_at').notNull(),
  messages: integer('messages').notNull(),
  /** The applicant's messages no one on staff has opened. */
  staffUnread: integer('staff_unread').notNull().default(0),
  /** Staff messages the applicant has not opened. */
  applicantUnread: integer('applicant_unread').notNull().default(0),
});

/** The opportunities board (migration 0029_opportunities, decision 0045). */
export const opportunities = pgTable('opportunities', {
  id: text('id').primaryKey(),
  posterUid: text('poster_uid').notNull(),
  posterName: text('poster_name').notNull(),
  kind: text('kind').$type<OpportunityKind>().notNull(),
  title: text('title').notNull(),
  organisation: text('organisation').notNull(),
  location: text('location').notNull().default(''),
  remote: boolean('remote').notNull().default(false),
  /** "2027-03-31": open through that day in UTC. */
  deadline: date('deadline', { mode: 'string' }).notNull(),
  applyUrl: text('apply_url').notNull().default(''),
  howToApply: text('how_to_apply').notNull().default(''),
  details: text('details').notNull().default(''),
  fields: text('fields')
    .array()
    .notNull()
    .default(sql`'{}'`),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'`),
  search: text('search').generatedAlwaysAs(sql`see migration 0029_opportunities`),
  postedAt: stamp('posted_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
  closedAt: stamp('closed_at'),
  hiddenAt: stamp('hidden_at'),
  hiddenBy: text('hidden_by'),
  hiddenReason: text('hidden_reason'),
});
export type OpportunityRow = typeof opportunities.$inferSelect;

/** Who asked for the weekly digest of new opportunities in their field (opt-in from the account screen). */
export const opportunityDigests = pgTable('opportunity_digests', {
  uid: text('uid').primaryKey(),
  /** The fields to match; none: every field. */
  fields: text('fields')
    .array()
    .notNull()
    .default(sql`'{}'`),
  subscribedAt: stamp('subscribed_at').notNull(),
});

/** Each week's digest run, claimed by one server (the week's Monday, UTC). */
export const opportunityDigestRuns = pgTable('opportunity_digest_runs', {
  week: date('week', { mode: 'string' }).primaryKey(),
  claimedAt: stamp('claimed_at').notNull(),
});
/** An event's registration settings (migration 0030): also its lock and the count of places taken. */
export const eventRegistrationSettings = pgTable('event_registration_settings', {
  eventId: text('event_id').primaryKey(),
  open: boolean('open').notNull().default(false),
  audience: text('audience').$type<'public' | 'alumni' | 'students'>().notNull().default('public'),
  capacity: integer('capacity'),
  deadline: stamp('deadline'),
  registered: integer('registered').notNull().default(0),
  updatedAt: stamp('updated_at').notNull(),
});

/** One person's place at an event, or on its waiting list (migration 0030). */
export const eventRegistrations = pgTable('event_registrations', {
  id: text('id').primaryKey(),
  eventId: text('event_id').notNull(),
  /** The account that registered; null for a visitor who gave a name and an address. */
  uid: text('uid'),
  name: text('name').notNull(),
  /** Lower-cased name: the list's order and its search. */
  sortName: text('sort_name').notNull(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull(),
  locale: text('locale'),
  status: text('status').$type<'registered' | 'waiting' | 'cancelled'>().notNull(),
  checkedInAt: stamp('checked_in_at'),
  /** SHA-256 of the cancel link's token (visitors only). */
  cancelTokenHash: text('cancel_token_hash'),
  remindedAt: stamp('reminded_at'),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
export type EventRegistrationSettingsRow = typeof eventRegistrationSettings.$inferSelect;

/** An item of the follow-up inbox (migration 0033, decision 0049): a message's or pledge's id, its status and owner. */
export const followUps = pgTable('follow_ups', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<FollowUpKind>().notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** Lower-cased address: the sender's items are found by it when they delete their account. */
  emailKey: text('email_key').notNull(),
  /** The language of the page the sender wrote from; null: English. */
  locale: text('locale'),
  status: text('status').$type<FollowUpStatus>().notNull().default('new'),
  ownerUid: text('owner_uid'),
  replies: integer('replies').notNull().default(0),
  receivedAt: stamp('received_at').notNull(),
  /** The sender's latest words: the form, or an answer through a reply link. */
  activityAt: stamp('activity_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
  /** Set when the sender deleted their account: no more e-mail to them, their links end. */
  senderGoneAt: stamp('sender_gone_at'),
});
export type FollowUpRow = typeof followUps.$inferSelect;

/** A thread's entries: staff's notes and replies (author_uid), the sender's answers (no author). */
export const followUpEntries = pgTable('follow_up_entries', {
  id: text('id').primaryKey(),
  followUpId: text('follow_up_id').notNull(),
  type: text('type').$type<'note' | 'reply' | 'answer'>().notNull(),
  authorUid: text('author_uid'),
  body: text('body').notNull(),
  createdAt: stamp('created_at').notNull(),
});
export type FollowUpEntryRow = typeof followUpEntries.$inferSelect;

/** A reply e-mail's link: only the SHA-256 of its token. */
export const followUpLinks = pgTable('follow_up_links', {
  tokenHash: text('token_hash').primaryKey(),
  followUpId: text('follow_up_id').notNull(),
  issuedAt: stamp('issued_at').notNull(),
});
