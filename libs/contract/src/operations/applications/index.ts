import { ownApplicationOperations } from './applications.js';
import { fileOperations } from './files.js';
import { applicantMessageOperations } from './messages.js';
import type { Operation } from '../operation.js';
import { programOperations } from './programs.js';
import { reviewOperations } from './review.js';
import { referenceOperations } from './references.js';

export * from './programs.js';
export * from './applications.js';
export * from './files.js';
export * from './review.js';
export * from './references.js';
export * from './messages.js';

/** Applying and reviewing: programmes' forms, applications, files, reviews and decisions (the applications team's area). */
export const applicationOperations: readonly Operation[] = [
  ...programOperations,
  ...ownApplicationOperations,
  ...fileOperations,
  ...reviewOperations,
  ...referenceOperations,
  ...applicantMessageOperations,
];
