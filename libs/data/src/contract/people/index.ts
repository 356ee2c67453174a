import type { Operation } from '../operation.js';

/** People and the back office: users and roles, accounts, audit, dashboard, site settings (the admin team's area). */
export const peopleOperations: readonly Operation[] = [];
