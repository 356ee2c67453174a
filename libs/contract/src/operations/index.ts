// The data service's operations, declared once (decision 0030): what the service's routes, the OpenAPI document, the
// browser's calls and the access tests read. Runs anywhere: schemas and plain objects only. Each area is one team's.
import { alumniOperations } from './alumni/index.js';
import { applicationOperations } from './applications/index.js';
import { contentOperations } from './content/index.js';
import { learningOperations } from './learning/index.js';
import type { Operation } from './operation.js';
import { peopleOperations } from './people/index.js';
import { siteOperations } from './site/index.js';

export * from './operation.js';

/** Every declared operation; the rest of the service is still described by hand (server/src/http/openapi*.ts). */
export const OPERATIONS: readonly Operation[] = [
  ...applicationOperations,
  ...learningOperations,
  ...alumniOperations,
  ...contentOperations,
  ...peopleOperations,
  ...siteOperations,
];
