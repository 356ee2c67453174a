import { categoryOperations } from './categories.js';
import { eventOperations } from './events.js';
import { eventRegistrationOperations } from './eventRegistrations.js';
import { liveOperations } from './live.js';
import { mediaOperations } from './media.js';
import { overviewOperations } from './overview.js';
import { postOperations } from './posts.js';
import { programPageOperations } from './programPages.js';
import { submissionOperations } from './submissions.js';
import { translationOperations } from './translations.js';
import type { Operation } from '../operation.js';

export * from './categories.js';
export * from './events.js';
export * from './eventRegistrations.js';
export * from './versions.js';
export * from './programPages.js';
export * from './posts.js';
export * from './overview.js';
export * from './submissions.js';
export * from './media.js';
export * from './live.js';
export * from './translations.js';

/** The content portal's operations (the content team's area). */
export const contentOperations: readonly Operation[] = [
  ...categoryOperations,
  ...eventOperations,
  ...eventRegistrationOperations,
  ...programPageOperations,
  ...postOperations,
  ...overviewOperations,
  ...submissionOperations,
  ...mediaOperations,
  ...liveOperations,
  ...translationOperations,
];
