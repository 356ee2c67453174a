import type { Role } from '@sla/permissions';
import type { EmailPreferences } from '../operations/people/account.js';
import type { EMAIL_CATEGORIES, UNSUBSCRIBE_TOPICS } from '../schemas.js';
import type { Application, Notice } from './applications.js';
import type { ContentStatus } from './content.js';
import type { StorySubmission } from './contentEditing.js';
import type { Donation, Pledge } from './donations.js';
import type { ContactMessage, NewsletterSubscriber } from './forms.js';
import type { UserProfile } from './users.js';

/** The kinds of e-mail a member may turn off; everything else the service sends is essential. */
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
/** What one unsubscribe link stops: a category, or the weekly opportunities e-mail. */
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The e-mail preferences and an unsubscribe link's state: declared with their operations (contract/people/account). */
export type { EmailLinkState, EmailPreferences } from '../operations/people/account.js';

/** One role change of the account, from the audit log. */
export interface RoleHistoryEntry {
  at: string;
  previousRole: Role | null;
  newRole: Role | null;
  /** The uid of whoever made the change. */
  changedBy: string | null;
  reason: string;
}

/** A published (or once published) post that credits the account as its author. */
export interface CreditedPost {
  id: string;
  slug: string;
  title: string;
  status: ContentStatus;
  publishedAt: string | null;
}

/** Everything the data service holds about the signed-in account ("download my data"). */
export interface AccountExport {
  exportedAt: string;
  profile: UserProfile;
  emailPreferences: EmailPreferences;
  roleHistory: RoleHistoryEntry[];
  /** As the applicant sees them: answers, file details (not the files), timeline. */
  applications: Application[];
  notices: Notice[];
  /**
   * Why what was sent from the account's address (messages to staff, the newsletter, gifts, pledges, event
   * registrations made without signing in) is left out: the identity provider has not verified the address, so it may
   * be someone else's. Null when the address is verified and those parts are in.
   */
  addressPartsLeftOut: string | null;
  /** Contact and Get Involved messages sent from the account's (verified) address. */
  messagesToStaff: ContactMessage[];
  newsletter: NewsletterSubscriber | null;
  /** Gifts and pledges made with the account's (verified) address. */
  donations: Donation[];
  pledges: Pledge[];
  storySubmissions: StorySubmission[];
  creditedPosts: CreditedPost[];
}

/**
 * What your own live stream (GET /users/me/live) says when a message arrives for you: `event: message` with
 * `data: {"message":{"kind":"alumni","threadId":"…"}}`. The open conversation or mentor thread with that id loads again
 * (a list of conversations loads again on any).
 */
export interface MessageArrival {
  /** An alumni conversation, or a mentorship's thread. */
  kind: 'alumni' | 'mentor';
  /** The conversation's or the mentorship's id. */
  threadId: string;
}

/** One event of your own live stream: your new role, or a message for you. */
export type AccountLiveEvent = { role: Role | null } | { message: MessageArrival };
