// The data service's operations, declared once (decision 0030): what the service's routes, the OpenAPI document, the
// browser's calls and the access tests read. Runs anywhere: schemas and plain objects only.
import { categoryOperations } from './content/categories.js';
import { eventOperations } from './content/events.js';
import { programPageOperations } from './content/programPages.js';
import { cohortOperations } from './learning/cohorts.js';
import type { Operation } from './operation.js';

export * from './operation.js';

/** Every declared operation; the rest of the service is still described by hand (server/src/http/openapi*.ts). */
export const OPERATIONS: readonly Operation[] = [
  ...categoryOperations,
  ...eventOperations,
  ...programPageOperations,
  ...cohortOperations,
];
