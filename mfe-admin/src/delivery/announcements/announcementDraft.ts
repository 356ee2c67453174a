import type { StaffAnnouncement } from '@sla/data';
import {
  announcementChangeInput,
  announcementInput,
  type AnnouncementChangeInput,
  type AnnouncementInput,
} from '@sla/contract/schemas';
import { checkInput, type Checked } from '../checkInput.js';

/** An announcement as its form holds it: whether to e-mail it is asked only when it is posted. */
export interface AnnouncementDraft {
  title: string;
  body: string;
  email: boolean;
}

export function announcementDraft(announcement: StaffAnnouncement | null): AnnouncementDraft {
  return announcement
    ? { title: announcement.title, body: announcement.body, email: false }
    : { title: '', body: '', email: false };
}

/** What the service takes to post a new one, checked with its schema. */
export const buildNewAnnouncement = (draft: AnnouncementDraft): Checked<AnnouncementInput> =>
  checkInput(announcementInput, draft);

/** What the service takes to change one (never the e-mail: it went, or not, when it was posted). */
export const buildAnnouncementChange = ({ title, body }: AnnouncementDraft): Checked<AnnouncementChangeInput> =>
  checkInput(announcementChangeInput, { title, body });
