// The site settings endpoints against every kind of caller: only admins (manage_system_settings) read and change the
// settings; everyone, signed in or not, reads what the public site shows. Refusals change nothing and are audited.
import { sql } from 'drizzle-orm';
import { beforeEach, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import * as site from '@sla/contract/operations/site';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationRow } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';
import * as settings from '@sla/contract/operations/people';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

// The admin's rows from their declarations (@sla/contract/operations/people), so the service is held to them.
const EXPECTED: AccessEndpoint<Caller>[] = [
  operationRow(settings.getSiteSettings),
  {
    ...operationRow(settings.updateSiteSettings),
    payload: { siteName: 'Renamed Org' },
  },
  // From its declaration (@sla/contract/operations/site): public, the same answer for everyone.
  operationRow(site.getPublicSiteSettings),
];

describeOnOneBackend('site settings access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    for (const role of ROLES) await service.addUser(uidOf(role), role);
  });
  const state = () => service.rows(sql`SELECT value FROM site_settings`);

  it.each(accessCases(EXPECTED, CALLERS))('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );
});
