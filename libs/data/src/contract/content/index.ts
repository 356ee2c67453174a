import { categoryOperations } from './categories.js';
import { eventOperations } from './events.js';
import { programPageOperations } from './programPages.js';
import type { Operation } from '../operation.js';

export * from './categories.js';
export * from './events.js';
export * from './versions.js';
export * from './programPages.js';

/** The content portal's operations (the content team's area). */
export const contentOperations: readonly Operation[] = [...categoryOperations, ...eventOperations, ...programPageOperations];
