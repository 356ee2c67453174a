// Every endpoint of mobile money (decision 0050) against every kind of caller: anonymous, signed in without a profile,
// each of the six roles, a suspended account and an alumnus another alumnus blocked. Mobile money is on, through the
// Paystack stand-in. Refusals change nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import * as site from '@sla/contract/operations/site';
import { paystackSignature, startPaystackStandIn, type PaystackStandIn } from '../testing/paystack-standin/standin.mjs';
import { describeOnOneBackend } from '../testing/backends.js';
import {
  addCommunityCallers,
  COMMUNITY_CALLERS,
  communityRow,
  communityUid,
  type Caller as TableCaller,
} from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS = COMMUNITY_CALLERS;
const uidOf = communityUid;
const SECRET = 'sk_test_access';
const KNOWN = `mm_${'c'.repeat(32)}`;

// The public site's giving reads no account (the same answer for everyone, signed in or not), so a suspended account
// gives like any visitor; the staff's lists refuse it (403) as everything signed in does.
const row = communityRow;

/** An event for a reference that is not ours: signed, acknowledged, recording nothing. */
const foreignEvent = JSON.stringify({
  event: 'charge.success',
  data: { status: 'success', reference: 'not-ours', amount: 100, currency: 'KES' },
});

const EXPECTED = [
  row(site.getDonationConfig),
  row(site.startMobileMoney, { payload: (caller) => ({ amount: 10, email: `giver-${caller}@example.org` }) }),
  { ...row(site.getMobileMoneyPayment, { params: { reference: KNOWN } }), name: 'getMobileMoneyPayment, a known reference' },
  row(site.getMobileMoneyPayment, { params: { reference: `mm_${'0'.repeat(32)}` }, allowed: 404 }),
  { ...row(site.receivePaystackEvent, { payload: () => foreignEvent }), signed: true },
  row(site.listDonations),
  row(site.exportDonationsCsv),
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('mobile money access', (backend) => {
  const service = useTestService(backend);
  let paystack: PaystackStandIn;
  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
  });
  afterAll(() => paystack?.close());
  beforeEach(async () => {
    service.ctx.settings.donationCurrency = 'KES';
    service.ctx.settings.paystack = { secretKey: SECRET, apiBase: paystack.base };
    await addCommunityCallers(service);
    // Succeeded already: reading it asks Paystack nothing.
    await service.rows(sql`INSERT INTO donations (id, provider, status, provider_reference, frequency, amount_minor, currency, email, created_at)
      VALUES (${randomUUID()}, 'paystack', 'succeeded', ${KNOWN}, 'once', 1000, 'KES', 'known@example.org', now())`);
  });

  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM donations) AS donations,
      (SELECT count(*) FROM outbox) AS mail`);

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await state();
    const payload = endpoint.payload?.(caller as TableCaller);
    const signed = 'signed' in endpoint && typeof payload === 'string';
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url,
      headers: {
        ...(caller === 'anonymous' ? {} : service.as(uidOf(caller))),
        ...(signed ? { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(payload, SECRET) } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await state()).toEqual(before);
    }
  });
});
