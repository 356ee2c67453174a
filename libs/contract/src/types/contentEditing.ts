/** What editors see and send in the content portal (create/edit/publish_content, manage_content_categories). */

export type MediaContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** A category as the content portal sees it: declared with its operations (contract/content/categories). */
export type { Category } from '../operations/content/categories.js';
/** Events, images chosen for an item, and saved versions: declared with their operations (contract/content). */
export type { EditorEvent, ImageChoice } from '../operations/content/events.js';
export type { ContentVersion, ContentVersionSummary } from '../operations/content/versions.js';
export type { FaqEntry, ProgramPage } from '../operations/content/programPages.js';
/** Posts, the editor's home, submissions, the media library and French versions: declared with their operations. */
export type { EditorPost, EditorPostSummary } from '../operations/content/posts.js';
export type { ContentOverview } from '../operations/content/overview.js';
export type { StorySubmission } from '../operations/content/submissions.js';
export type { StoryPicture } from '../operations/alumni/stories.js';
export type { MediaItem } from '../operations/content/media.js';
export type {
  EventTranslationFields,
  PostTranslationFields,
  ProgramPageTranslationFields,
} from '../operations/content/translations.js';

/** A language content may have a version in, besides English. */
export type TranslationLocale = 'fr';

/** An item's version in another language, as its editors open and save it. */
export type ContentTranslation<Fields> = Fields & {
  locale: TranslationLocale;
  updatedAt: string;
  updatedByName: string;
};

export type SubmissionStatus = 'submitted' | 'returned' | 'published' | 'withdrawn';

/** What the live stream says: something changed; lists showing this kind of item load again. */
export interface ContentChange {
  kind: 'post' | 'event' | 'program_page' | 'category' | 'submission' | 'media';
  id: string;
  /** "saved", "published", "scheduled", "unpublished", "archived", "deleted", "created", "returned". */
  action: string;
  byName: string;
  at: string;
}
/** Registration for events (decision 0046): declared with their operations. */
export type {
  Registrant,
  RegistrationEvent,
  RegistrationOutcome,
  RegistrationSettings,
  RegistrationState,
} from '../operations/content/eventRegistrations.js';
export type {
  RegistrantFilter,
  RegistrationAudience,
  RegistrationSettingsInput,
  RegistrationInput,
} from '../schemas/eventRegistrations.js';
