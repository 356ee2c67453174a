// Every giving-history endpoint (decision 0051) against every kind of caller: anonymous, signed in without a profile,
// each of the six roles, a suspended account and an alumnus another alumnus blocked. The donor's link needs no account
// (the token is the proof); one's own history needs manage_profile (every role) and reaches only the account's address;
// a donor's page and their receipts need view_all_users (admin, staff). Refusals change nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import * as site from '@sla/contract/operations/site';
import { verifiedAs } from '../account/testing.js';
import { donations, givingLinks } from '../db/schema.js';
import { givingTokenHash } from '../giving/givingLinks.js';
import { describeOnOneBackend } from '../testing/backends.js';
import {
  addCommunityCallers,
  COMMUNITY_CALLERS,
  communityRow,
  communityUid,
  type Caller as TableCaller,
  type CommunityCaller,
} from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = CommunityCaller;
const CALLERS = COMMUNITY_CALLERS;
const uidOf = communityUid;
const TOKEN = 'G'.repeat(43);
const GIFT = randomUUID();
const DONOR = 'caller-alumni@example.org';

// A suspended account is refused everything signed in (403); the link's endpoints are public and ignore who calls.
const row = communityRow;
/** One's own history: a profile-less account is told it has none (404) before any permission is asked. */
const own = (...args: Parameters<typeof communityRow>) => {
  const base = row(...args);
  return { ...base, status: (caller: Caller) => (caller === 'no-profile' ? 404 : base.status(caller)) };
};
/** The gift is the alumnus's: any other account asking for its receipt is asking for someone else's gift (404). */
const alumniGift = (...args: Parameters<typeof communityRow>) => {
  const base = own(...args);
  return {
    ...base,
    status: (caller: Caller) => {
      const status = base.status(caller);
      return status === 200 && caller !== 'alumni' && caller !== 'blocked-alumni' ? 404 : status;
    },
  };
};

const EXPECTED = [
  row(site.requestGivingLink, { payload: (caller) => ({ email: `${uidOf(caller)}@example.org` }) }),
  row(site.openGivingLink, { params: { token: TOKEN } }),
  { ...row(site.downloadLinkReceipt, { params: { token: TOKEN } }), url: `/api/public/giving/${TOKEN}/receipt?gift=${GIFT}` },
  row(site.changeLinkMonthlyGift, { params: { token: TOKEN, id: 'sub_none' }, payload: () => ({ amount: 12 }), allowed: 404 }),
  row(site.stopLinkMonthlyGift, { params: { token: TOKEN, id: 'sub_none' }, allowed: 404 }),
  own(site.getMyGiving),
  { ...alumniGift(site.downloadMyReceipt), url: `/api/users/me/giving/receipt?gift=${GIFT}` },
  own(site.changeMyMonthlyGift, { params: { id: 'sub_none' }, payload: () => ({ amount: 12 }), allowed: 404 }),
  own(site.stopMyMonthlyGift, { params: { id: 'sub_none' }, allowed: 404 }),
  { ...row(site.getDonorGiving), url: `/api/donors/giving?email=${encodeURIComponent(DONOR)}` },
  {
    ...row(site.downloadDonorReceipt),
    url: `/api/donors/giving/receipt?email=${encodeURIComponent(DONOR)}&gift=${GIFT}`,
  },
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('giving history access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    await addCommunityCallers(service, { 'blocked-alumni': { email: DONOR.toUpperCase() } });
    const now = new Date();
    await service.database.db.insert(donations).values({
      id: GIFT,
      stripeEventId: 'evt_access',
      frequency: 'once',
      renewal: false,
      amountMinor: 2500,
      currency: 'USD',
      email: DONOR,
      name: 'Yusuf',
      createdAt: now,
    });
    await service.database.db.insert(givingLinks).values({
      tokenHash: givingTokenHash(TOKEN),
      emailKey: DONOR,
      expiresAt: new Date(now.getTime() + 3600_000),
      createdAt: now,
    });
  });

  const state = () =>
    service.rows(sql`SELECT
      (SELECT count(*)::int FROM giving_links) AS links,
      (SELECT count(*)::int FROM giving_receipts) AS receipts,
      (SELECT count(*)::int FROM monthly_gifts) AS monthly,
      (SELECT count(*)::int FROM outbox) AS mail`);

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await state();
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url,
      // Signed in with a verified address (one's own history needs one): the blocked alumnus shares the donor's.
      headers:
        caller === 'anonymous'
          ? {}
          : verifiedAs(uidOf(caller), caller === 'blocked-alumni' ? DONOR.toUpperCase() : `${uidOf(caller)}@example.org`),
      ...(endpoint.payload ? { payload: endpoint.payload(caller as TableCaller) as object } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await state()).toEqual(before);
    }
    if (expected === 200 && endpoint.name.includes('Receipt')) expect(response.headers['content-type']).toBe('application/pdf');
  });
});
