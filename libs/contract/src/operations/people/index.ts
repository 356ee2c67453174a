import type { Operation } from '../operation.js';
import { accountOperations } from './account.js';
import { auditOperations } from './audit.js';
import { dashboardOperations } from './dashboard.js';
import { followUpOperations } from './followUps.js';
import { messageOperations } from './messages.js';
import { noticeOperations } from './notices.js';
import { outboxOperations } from './outbox.js';
import { personOperations } from './people.js';
import { releaseOperations } from './releases.js';
import { siteSettingsOperations } from './siteSettings.js';
import { userOperations } from './users.js';

export * from './users.js';
export * from './audit.js';
export * from './people.js';
export * from './dashboard.js';
export * from './siteSettings.js';
export * from './account.js';
export * from './notices.js';
export * from './outbox.js';
export * from './messages.js';
export * from './followUps.js';
export * from './releases.js';

/**
 * People and the back office: users and roles, accounts and their notices, audit, dashboard, site settings, the mail
 * sent, the messages received and portal releases (the admin team's area).
 */
export const peopleOperations: readonly Operation[] = [
  ...userOperations,
  ...auditOperations,
  ...personOperations,
  ...dashboardOperations,
  ...siteSettingsOperations,
  ...accountOperations,
  ...noticeOperations,
  ...outboxOperations,
  ...messageOperations,
  ...followUpOperations,
  ...releaseOperations,
];
