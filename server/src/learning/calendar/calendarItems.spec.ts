import { beforeEach, expect, it } from 'vitest';
import { contentTranslations } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addEvent, daysFrom } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAssignment, addCohort, addMember, addModule, addSubmission } from '../testing/fixtures.js';

const NOW = new Date('2027-03-10T09:00:00.000Z');

describeOnEachBackend('a student’s calendar, a month or a week at a time', (backend) => {
  const service = useTestService(backend);
  beforeEach(() => service.setClock(NOW));

  const calendar = async (uid: string, query: string, language?: string) => {
    const response = await service.request({
      method: 'GET',
      url: `/api/student/calendar?${query}`,
      headers: { ...service.as(uid), ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('holds the cohort’s days, openings, due dates with the student’s work and published events, soonest first', async () => {
    const cohort = await addCohort(service, { name: 'Dynamerge 2027', startsOn: '2027-03-01', endsOn: '2027-11-30' });
    const other = await addCohort(service, { name: 'StepUp 2027' });
    await addMember(service, cohort.id, 'amina', { joinedAt: new Date('2027-02-20T08:00:00.000Z') });
    const reading = await addModule(service, cohort.id, {
      title: 'Reading papers',
      opensAt: new Date('2027-03-08T06:00:00.000Z'),
    });
    const essay = await addAssignment(service, cohort.id, {
      title: 'Essay',
      dueAt: new Date('2027-03-12T20:59:00.000Z'),
      lateAccepted: true,
    });
    const poster = await addAssignment(service, cohort.id, { title: 'Poster', dueAt: new Date('2027-03-05T20:59:00.000Z') });
    await addSubmission(service, essay, 'amina', { submittedAt: daysFrom(NOW, -1) });
    await addAssignment(service, other.id, { title: 'Not mine', dueAt: new Date('2027-03-12T20:59:00.000Z') });
    const cafe = await addEvent(service, {
      slug: 'science-cafe',
      title: 'Science café',
      eventStartsAt: new Date('2027-03-20T15:00:00.000Z'),
      eventLocation: 'Nairobi',
    });
    await addEvent(service, {
      slug: 'draft',
      status: 'draft',
      publishedAt: null,
      eventStartsAt: new Date('2027-03-21T15:00:00.000Z'),
    });
    await addEvent(service, { slug: 'april', eventStartsAt: new Date('2027-04-20T15:00:00.000Z') });

    const { status, body } = await calendar('amina', 'from=2027-03-01&to=2027-03-31');
    expect(status).toBe(200);
    expect(body.cohort).toMatchObject({ id: cohort.id, timeZone: 'Africa/Nairobi' });
    expect(body.items).toEqual([
      { kind: 'cohort_starts', id: cohort.id, title: 'Dynamerge 2027', day: '2027-03-01' },
      {
        kind: 'assignment_due',
        id: poster.id,
        title: 'Poster',
        at: '2027-03-05T20:59:00.000Z',
        lateAccepted: false,
        status: 'to_do',
        overdue: true,
        setBeforeJoining: false,
      },
      {
        kind: 'module_opens',
        id: reading.id,
        title: 'Reading papers',
        position: reading.position,
        at: '2027-03-08T06:00:00.000Z',
      },
      {
        kind: 'assignment_due',
        id: essay.id,
        title: 'Essay',
        at: '2027-03-12T20:59:00.000Z',
        lateAccepted: true,
        status: 'submitted',
        overdue: false,
        setBeforeJoining: false,
      },
      {
        kind: 'event',
        id: cafe.id,
        slug: 'science-cafe',
        title: 'Science café',
        at: '2027-03-20T15:00:00.000Z',
        endsAt: null,
        online: false,
        location: 'Nairobi',
        language: 'en',
      },
    ]);
  });

  it('counts days in the programme’s zone: a due time after 21:00 UTC is the next day in Nairobi, not in Lagos', async () => {
    const nairobi = await addCohort(service, { timeZone: 'Africa/Nairobi', startsOn: '2026-01-01', endsOn: '2027-12-31' });
    const lagos = await addCohort(service, { timeZone: 'Africa/Lagos', startsOn: '2026-01-01', endsOn: '2027-12-31' });
    await addMember(service, nairobi.id, 'in-nairobi');
    await addMember(service, lagos.id, 'in-lagos');
    // 22:15 UTC on 14 March: 01:15 on 15 March in Nairobi (UTC+3), 23:15 on 14 March in Lagos (UTC+1).
    for (const cohort of [nairobi, lagos])
      await addAssignment(service, cohort.id, { dueAt: new Date('2027-03-14T22:15:00.000Z') });

    const titles = async (uid: string, query: string) =>
      (await calendar(uid, query)).body.items.map((item: { kind: string }) => item.kind);
    expect(await titles('in-nairobi', 'from=2027-03-15&to=2027-03-21')).toEqual(['assignment_due']);
    expect(await titles('in-nairobi', 'from=2027-03-08&to=2027-03-14')).toEqual([]);
    expect(await titles('in-lagos', 'from=2027-03-08&to=2027-03-14')).toEqual(['assignment_due']);
    expect(await titles('in-lagos', 'from=2027-03-15&to=2027-03-21')).toEqual([]);
  });

  it('gives an event that began before the first day and ends within the days asked, in French where it has French', async () => {
    const cohort = await addCohort(service);
    await addMember(service, cohort.id, 'amina');
    const camp = await addEvent(service, {
      slug: 'camp',
      title: 'Science camp',
      eventStartsAt: new Date('2027-02-27T06:00:00.000Z'),
      eventEndsAt: new Date('2027-03-02T15:00:00.000Z'),
    });
    await service.database.db.insert(contentTranslations).values({
      kind: 'content',
      subjectId: camp.id,
      locale: 'fr',
      fields: { title: 'Camp scientifique', summary: '', body: '', location: '', coverImageAlt: '' },
      updatedAt: NOW,
      updatedByName: 'Seed',
    });
    const { body } = await calendar('amina', 'from=2027-03-01&to=2027-03-07', 'fr');
    expect(body.items).toMatchObject([
      { kind: 'event', title: 'Camp scientifique', language: 'fr', endsAt: '2027-03-02T15:00:00.000Z' },
    ]);
    const english = await calendar('amina', 'from=2027-03-01&to=2027-03-07');
    expect(english.body.items).toMatchObject([{ title: 'Science camp', language: 'en' }]);
  });

  it('is empty for a student in no cohort', async () => {
    await service.addUser('newcomer', 'student');
    await addEvent(service, { slug: 'cafe', eventStartsAt: new Date('2027-03-20T15:00:00.000Z') });
    expect(await calendar('newcomer', 'from=2027-03-01&to=2027-03-31')).toEqual({
      status: 200,
      body: { cohort: null, items: [] },
    });
  });

  it.each([
    ['from=2027-03-01', 'to', 'Give the last day as a date like 2027-03-31.'],
    ['from=2027-02-30&to=2027-03-31', 'from', 'Give the first day as a date like 2027-03-01.'],
    ['from=2027-03-31&to=2027-03-01', 'to', 'Ask for 42 days at most, the last one on or after the first.'],
    ['from=2027-03-01&to=2027-04-12', 'to', 'Ask for 42 days at most, the last one on or after the first.'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const cohort = await addCohort(service);
    await addMember(service, cohort.id, 'amina');
    const { status, body } = await calendar('amina', query);
    expect(status).toBe(400);
    expect(body.error.fieldErrors[field]).toBe(message);
  });

  it('takes six whole weeks, the most a month’s grid shows', async () => {
    const cohort = await addCohort(service);
    await addMember(service, cohort.id, 'amina');
    expect((await calendar('amina', 'from=2027-03-01&to=2027-04-11')).status).toBe(200);
  });
});
