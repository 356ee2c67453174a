// The dashboard's figures against counts made here from what the test seeded: a mix of programmes (active, closed,
// one with nothing yet, and an archived and a draft one that are left out), applications in every status inside and
// before each programme's current window, released decisions due and not yet due, reviewer assignments with and
// without reviews, accounts across and just outside the twelve weeks, newsletter addresses in each state, pledges and
// donations in two currencies this month and either side of it. The clock is fixed, so "this month" is known.
import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import type { ApplicationStatus, DashboardFigures, Decision } from '@sla/contract';
import { APPLICATION_STATUSES } from '@sla/contract/schemas';
import { donations, newsletterSubscribers, pledges } from '../../db/schema.js';
import { addApplication, addReviewRow, assign } from '../../review/testing/reviewFixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** A Wednesday afternoon: its week began Monday 23 November, its month on the 1st. */
const NOW = new Date('2026-11-25T15:30:00Z');
const FIRST_WEEK = new Date('2026-09-07T00:00:00Z');
const MONTH_START = new Date('2026-11-01T00:00:00Z');
const NEXT_MONTH = new Date('2026-12-01T00:00:00Z');
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

interface SeededApplication {
  id: string;
  programId: string;
  status: ApplicationStatus;
  inRound: boolean;
  releasedVisible: boolean;
}

describeOnEachBackend('dashboard figures', (backend) => {
  const service = useTestService(backend);
  const admin = () => service.as('dash-admin');
  const figures = async (): Promise<DashboardFigures> => {
    const response = await service.request({ method: 'GET', url: '/api/admin/dashboard', headers: admin() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const userTimes: Date[] = [];
  const addUserAt = async (
    uid: string,
    createdAt: Date,
    fields: { displayName?: string | null; role?: 'admin' | 'staff' | 'applicant' } = {},
  ) => {
    userTimes.push(createdAt);
    await service.addUser(uid, fields.role ?? 'applicant', {
      createdAt,
      updatedAt: createdAt,
      displayName: fields.displayName === undefined ? uid : fields.displayName,
    });
  };

  beforeEach(async () => {
    userTimes.length = 0;
    service.setClock(NOW);
    await addUserAt('dash-admin', new Date('2025-01-01T00:00:00Z'), { role: 'admin' });
  });

  it('counts applications by programme and status in each current round, and the decisions released there', async () => {
    const stepup = await addProgram(service, {
      slug: 'stepup',
      name: 'StepUp Scholars',
      opensAt: new Date('2026-10-01T00:00:00Z'),
      closesAt: new Date('2026-12-31T00:00:00Z'),
    });
    const dyna = await addProgram(service, {
      slug: 'dyna',
      name: 'Dynamerge',
      status: 'closed',
      opensAt: new Date('2026-06-01T00:00:00Z'),
    });
    const open = await addProgram(service, { slug: 'open', name: 'Always Open', opensAt: null, closesAt: null });
    const quiet = await addProgram(service, { slug: 'quiet', name: 'Nothing Yet', opensAt: new Date('2026-11-01T00:00:00Z') });
    const archived = await addProgram(service, { slug: 'old', name: 'Retired', status: 'archived', opensAt: null });
    await addProgram(service, { slug: 'draft', name: 'Planned', status: 'draft', opensAt: null });

    const seeded: SeededApplication[] = [];
    let n = 0;
    const apply = async (
      programId: string,
      opensAt: Date | null,
      status: ApplicationStatus,
      createdAt: Date,
      release?: 'due' | 'later' | 'unreleased',
    ) => {
      const uid = `dash-applicant-${(n += 1)}`;
      await addUserAt(uid, new Date('2024-06-01T00:00:00Z'));
      const decision: Decision | null = status === 'decided' ? (['accepted', 'waitlisted', 'rejected'] as const)[n % 3]! : null;
      const releasedAt = release === 'due' || release === 'later' ? at(NOW, -2 * DAY) : null;
      const decisionReleaseAt =
        release === 'due' ? at(NOW, -DAY) : release === 'later' ? at(NOW, 3 * DAY) : decision ? at(NOW, 5 * DAY) : null;
      const row = await addApplication(service, {
        userId: uid,
        programId,
        status,
        createdAt,
        updatedAt: createdAt,
        decision,
        releasedAt,
        decisionReleaseAt,
        decidedAt: decision ? at(NOW, -3 * DAY) : null,
      });
      seeded.push({
        id: row.id,
        programId,
        status,
        inRound: opensAt === null || createdAt >= opensAt,
        releasedVisible: status === 'decided' && release === 'due',
      });
      return row;
    };
    // Each programme: every status inside the round, some more than once; an earlier round before the window.
    for (const [programme, count] of [
      [stepup, 3],
      [dyna, 2],
      [open, 1],
      [archived, 1],
    ] as const) {
      const opensAt = programme.opensAt;
      const inside = opensAt ?? new Date('2020-01-01T00:00:00Z');
      for (const [k, status] of APPLICATION_STATUSES.entries())
        for (let i = 0; i < count + (k % 2); i += 1)
          await apply(programme.id, opensAt, status, at(inside, (k * 10 + i) * HOUR + 1));
      await apply(programme.id, opensAt, 'decided', at(inside, 2 * DAY), 'due');
      await apply(programme.id, opensAt, 'decided', at(inside, 2 * DAY), 'later');
      await apply(programme.id, opensAt, 'decided', at(inside, 2 * DAY), 'unreleased');
      if (opensAt) {
        // An earlier round, the last one exactly a millisecond before the window opened; the first exactly at it.
        await apply(programme.id, opensAt, 'decided', at(opensAt, -30 * DAY), 'due');
        await apply(programme.id, opensAt, 'submitted', at(opensAt, -1));
        await apply(programme.id, opensAt, 'under_review', opensAt);
      }
    }

    const result = (await figures()).round;
    const shown = [stepup, dyna, open, quiet];
    expect(result.programmes.map((p) => p.programId).sort()).toEqual(shown.map((p) => p.id).sort());
    for (const programme of shown) {
      const mine = seeded.filter((a) => a.programId === programme.id && a.inRound);
      const figure = result.programmes.find((p) => p.programId === programme.id)!;
      const expected = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, mine.filter((a) => a.status === s).length]));
      expect(figure.byStatus, programme.name).toEqual(expected);
      expect(figure.total).toBe(mine.length);
      expect(figure.decisionsReleased).toBe(mine.filter((a) => a.releasedVisible).length);
      expect(figure.name).toBe(programme.name);
      expect(figure.opensAt).toBe(programme.opensAt?.toISOString() ?? null);
    }
    const counted = seeded.filter((a) => a.inRound && shown.some((p) => p.id === a.programId));
    expect(result.total).toBe(counted.length);
    expect(result.decisionsReleased).toBe(counted.filter((a) => a.releasedVisible).length);
    // The figures are not trivially zero: the seeding above is what they count.
    expect(result.decisionsReleased).toBeGreaterThan(0);
    expect(result.programmes.find((p) => p.programId === quiet.id)!.total).toBe(0);
    // Most applications first.
    expect(result.programmes.map((p) => p.total)).toEqual([...result.programmes.map((p) => p.total)].sort((a, b) => b - a));
  });

  it('counts reviews outstanding per reviewer, named, on applications still waiting for a decision', async () => {
    const programme = await addProgram(service, { slug: 'rev', opensAt: null });
    await addUserAt('rev-ama', new Date('2025-01-01T00:00:00Z'), { role: 'staff', displayName: 'Ama Mensah' });
    await addUserAt('rev-kofi', new Date('2025-01-01T00:00:00Z'), { role: 'staff', displayName: null });
    await addUserAt('rev-done', new Date('2025-01-01T00:00:00Z'), { role: 'staff', displayName: 'All Done' });
    const assignments: { reviewer: string; status: ApplicationStatus; reviewed: boolean }[] = [];
    const statuses: ApplicationStatus[] = ['submitted', 'under_review', 'under_review', 'decided', 'withdrawn', 'under_review'];
    for (const [i, status] of statuses.entries()) {
      await addUserAt(`rev-applicant-${i}`, new Date('2024-01-01T00:00:00Z'));
      const application = await addApplication(service, {
        userId: `rev-applicant-${i}`,
        programId: programme.id,
        status,
        ...(status === 'decided' ? { decision: 'accepted' as const, decidedAt: NOW, decisionReleaseAt: NOW } : {}),
      });
      for (const [reviewer, reviewed] of [
        ['rev-ama', i % 3 === 0],
        ['rev-kofi', i % 2 === 0],
        ['rev-done', true],
      ] as const) {
        await assign(service, application.id, reviewer);
        if (reviewed) await addReviewRow(service, application.id, reviewer, 50);
        assignments.push({ reviewer, status, reviewed });
      }
    }

    const result = (await figures()).reviewsOutstanding;
    const outstanding = (reviewer: string) =>
      assignments.filter(
        (a) => a.reviewer === reviewer && !a.reviewed && (a.status === 'submitted' || a.status === 'under_review'),
      ).length;
    expect(result).toEqual(
      [
        { reviewerUid: 'rev-ama', name: 'Ama Mensah', email: 'rev-ama@example.org', outstanding: outstanding('rev-ama') },
        {
          reviewerUid: 'rev-kofi',
          name: 'rev-kofi@example.org',
          email: 'rev-kofi@example.org',
          outstanding: outstanding('rev-kofi'),
        },
      ].sort((a, b) => b.outstanding - a.outstanding),
    );
    expect(outstanding('rev-ama')).toBeGreaterThan(0);
  });

  it('counts new accounts per week for twelve weeks, Monday UTC, with empty weeks as zero', async () => {
    const times = [
      FIRST_WEEK,
      at(FIRST_WEEK, -1),
      at(FIRST_WEEK, 3 * DAY),
      at(FIRST_WEEK, 3 * DAY + HOUR),
      at(FIRST_WEEK, 2 * WEEK + 6 * DAY + 23 * HOUR),
      at(FIRST_WEEK, 3 * WEEK),
      at(FIRST_WEEK, 9 * WEEK + DAY),
      new Date('2026-11-23T00:00:00Z'),
      at(NOW, -HOUR),
    ];
    for (const [i, time] of times.entries()) await addUserAt(`new-${i}`, time);

    const result = (await figures()).newAccounts;
    expect(result).toHaveLength(12);
    expect(result.map((w) => w.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, w) =>
        at(FIRST_WEEK, w * WEEK)
          .toISOString()
          .slice(0, 10),
      ),
    );
    expect(result.every((w) => new Date(`${w.weekStart}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const expected = result.map((w) => {
      const start = new Date(`${w.weekStart}T00:00:00Z`).getTime();
      return userTimes.filter((t) => t.getTime() >= start && t.getTime() < start + WEEK).length;
    });
    expect(result.map((w) => w.count)).toEqual(expected);
    expect(expected.reduce((a, b) => a + b, 0)).toBe(times.length - 1);
    expect(expected.filter((count) => count === 0).length).toBeGreaterThan(0);
  });

  it('counts confirmed subscribers, and pledges and donations this month per currency', async () => {
    const subscribers = [
      { status: 'confirmed', confirmedAt: MONTH_START },
      { status: 'confirmed', confirmedAt: at(NOW, -DAY) },
      { status: 'confirmed', confirmedAt: at(MONTH_START, -1) },
      { status: 'confirmed', confirmedAt: new Date('2025-05-05T00:00:00Z') },
      { status: 'pending', confirmedAt: null },
      { status: 'unsubscribed', confirmedAt: at(NOW, -2 * DAY) },
    ] as const;
    for (const s of subscribers)
      await service.database.db.insert(newsletterSubscribers).values({
        id: randomUUID(),
        email: `${randomUUID()}@example.org`,
        status: s.status,
        unsubscribeToken: randomUUID(),
        confirmedAt: s.confirmedAt,
        createdAt: at(NOW, -40 * DAY),
        updatedAt: at(NOW, -DAY),
      });
    const gifts = [
      { minor: 2500, currency: 'USD', createdAt: MONTH_START },
      { minor: 1050, currency: 'USD', createdAt: at(NOW, -HOUR) },
      { minor: 500000, currency: 'KES', createdAt: at(NOW, -DAY) },
      { minor: 9900, currency: 'USD', createdAt: at(MONTH_START, -1) },
      { minor: 7700, currency: 'USD', createdAt: NEXT_MONTH },
    ];
    for (const [i, g] of gifts.entries()) {
      await service.database.db.insert(pledges).values({
        id: randomUUID(),
        name: `P${i}`,
        email: `p${i}@example.org`,
        frequency: 'once',
        amountMinor: g.minor,
        currency: g.currency,
        createdAt: g.createdAt,
      });
      // Donations: the same gifts, each twice (a first gift and a renewal), and one in XOF, a currency without cents.
      for (const renewal of [false, true])
        await service.database.db.insert(donations).values({
          id: randomUUID(),
          stripeEventId: randomUUID(),
          frequency: 'monthly',
          renewal,
          amountMinor: g.minor,
          currency: g.currency,
          createdAt: g.createdAt,
        });
    }
    await service.database.db.insert(donations).values({
      id: randomUUID(),
      stripeEventId: randomUUID(),
      frequency: 'once',
      amountMinor: 15000,
      currency: 'XOF',
      createdAt: at(NOW, -DAY),
    });

    const result = await figures();
    expect(result.newsletter).toEqual({
      confirmed: subscribers.filter((s) => s.status === 'confirmed').length,
      newThisMonth: subscribers.filter(
        (s) => s.status === 'confirmed' && s.confirmedAt! >= MONTH_START && s.confirmedAt! < NEXT_MONTH,
      ).length,
    });
    const thisMonth = gifts.filter((g) => g.createdAt >= MONTH_START && g.createdAt < NEXT_MONTH);
    const sum = (currency: string, times = 1) =>
      (thisMonth.filter((g) => g.currency === currency).reduce((total, g) => total + g.minor, 0) * times) / 100;
    expect(result.giving.month).toBe('2026-11');
    expect(result.giving.pledges).toEqual({
      count: thisMonth.length,
      totals: [
        { currency: 'KES', amount: sum('KES') },
        { currency: 'USD', amount: sum('USD') },
      ],
    });
    expect(result.giving.donations.count).toBe(thisMonth.length * 2 + 1);
    expect(result.giving.donations.totals).toEqual([
      { currency: 'XOF', amount: 15000 },
      { currency: 'KES', amount: sum('KES', 2) },
      { currency: 'USD', amount: sum('USD', 2) },
    ]);
    expect(result.asOf).toBe(NOW.toISOString());
  });

  it('answers zeros and empty lists with nothing seeded', async () => {
    const result = await figures();
    expect(result.round).toEqual({ programmes: [], total: 0, decisionsReleased: 0 });
    expect(result.reviewsOutstanding).toEqual([]);
    expect(result.newAccounts.map((w) => w.count)).toEqual(Array(12).fill(0));
    expect(result.newsletter).toEqual({ confirmed: 0, newThisMonth: 0 });
    expect(result.giving.pledges).toEqual({ count: 0, totals: [] });
  });
});
