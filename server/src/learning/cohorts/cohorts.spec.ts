import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addCohort, addMember } from '../testing/fixtures.js';
import { deliverySnapshot } from './cohortFixtures.js';

const NOW = new Date(Date.UTC(2026, 2, 1, 9, 0));
const INPUT = { name: 'StepUp Scholars 2027', startsOn: '2027-01-11', endsOn: '2027-11-30', acceptingStudents: false };

describeOnEachBackend('cohorts: staff start, edit and list a programme’s intakes', (backend) => {
  const service = useTestService(backend);
  let programId: string;
  let otherProgramId: string;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff');
    programId = (await addProgram(service, { slug: 'stepup', name: 'StepUp Scholars', timeZone: 'Africa/Lagos' })).id;
    otherProgramId = (await addProgram(service, { slug: 'dynamerge', name: 'Dynamerge' })).id;
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    service.request({ method, url: `/api${url}`, headers: service.as('staff'), ...(payload ? { payload } : {}) });
  const accepting = async () =>
    (await send('GET', `/cohorts?programId=${programId}`))
      .json()
      .items.filter((cohort: { acceptingStudents: boolean }) => cohort.acceptingStudents);

  it('starts a cohort under a programme, with the programme’s name and time zone', async () => {
    const response = await send('POST', `/programs/${programId}/cohorts`, { ...INPUT, name: '  StepUp Scholars 2027 ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      programId,
      programName: 'StepUp Scholars',
      timeZone: 'Africa/Lagos',
      name: 'StepUp Scholars 2027',
      startsOn: '2027-01-11',
      endsOn: '2027-11-30',
      acceptingStudents: false,
      activeMembers: 0,
      completedMembers: 0,
    });
    expect((await send('GET', `/cohorts/${response.json().id}`)).json()).toEqual(response.json());
  });

  it('lets one cohort per programme take accepted students: a new claim takes the flag from the other', async () => {
    const first = (await send('POST', `/programs/${programId}/cohorts`, { ...INPUT, acceptingStudents: true })).json();
    const elsewhere = await addCohort(service, { programId: otherProgramId, acceptingStudents: true });
    const second = (
      await send('POST', `/programs/${programId}/cohorts`, { ...INPUT, name: 'Second', acceptingStudents: true })
    ).json();
    expect((await accepting()).map((cohort: { id: string }) => cohort.id)).toEqual([second.id]);

    const back = await send('PUT', `/cohorts/${first.id}`, { ...INPUT, acceptingStudents: true });
    expect(back.statusCode, back.body).toBe(200);
    expect((await accepting()).map((cohort: { id: string }) => cohort.id)).toEqual([first.id]);
    // Another programme's cohort keeps its own flag.
    expect((await send('GET', `/cohorts/${elsewhere.id}`)).json().acceptingStudents).toBe(true);

    // Saving the accepting cohort again keeps it; turning it off leaves none.
    await send('PUT', `/cohorts/${first.id}`, { ...INPUT, acceptingStudents: true });
    expect(await accepting()).toHaveLength(1);
    await send('PUT', `/cohorts/${first.id}`, { ...INPUT, acceptingStudents: false });
    expect(await accepting()).toEqual([]);
  });

  it('gives the flag to one of two cohorts claiming it at the same moment, refusing neither', async () => {
    const cohorts = await Promise.all([1, 2, 3].map((n) => addCohort(service, { programId, name: `Cohort ${n}` })));
    const answers = await Promise.all(
      cohorts.map((cohort) => send('PUT', `/cohorts/${cohort.id}`, { ...INPUT, name: cohort.name, acceptingStudents: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await accepting()).toHaveLength(1);
  });

  it('lists cohorts newest start first, of one programme or all, with their member counts', async () => {
    const old = await addCohort(service, { programId, name: 'Old', startsOn: '2024-01-01', endsOn: '2024-12-01' });
    const current = await addCohort(service, { programId, name: 'Current', startsOn: '2026-01-01', endsOn: '2026-12-01' });
    const other = await addCohort(service, {
      programId: otherProgramId,
      name: 'Other',
      startsOn: '2025-01-01',
      endsOn: '2025-12-01',
    });
    await addMember(service, current.id, 'a');
    await addMember(service, current.id, 'b');
    await addMember(service, current.id, 'c', { status: 'completed' });
    await addMember(service, current.id, 'd', { status: 'withdrawn' });

    const mine = (await send('GET', `/cohorts?programId=${programId}`)).json().items;
    expect(mine.map((cohort: { name: string }) => cohort.name)).toEqual(['Current', 'Old']);
    expect(mine[0]).toMatchObject({ id: current.id, activeMembers: 2, completedMembers: 1 });
    const all = (await send('GET', '/cohorts')).json().items;
    expect(all.map((cohort: { id: string }) => cohort.id)).toEqual([current.id, other.id, old.id]);
    expect((await send('GET', '/cohorts?programId=nothing')).json().items).toEqual([]);
  });

  it('refuses bad input in words, unknown programmes and cohorts with 404, and changes nothing', async () => {
    const cohort = await addCohort(service, { programId });
    const before = await deliverySnapshot(service);
    const refusals: [string, string, object, number, string][] = [
      ['POST', `/programs/nothing/cohorts`, INPUT, 404, 'No such programme.'],
      ['PUT', `/cohorts/nothing`, INPUT, 404, 'No such cohort.'],
      ['POST', `/programs/${programId}/cohorts`, { ...INPUT, name: ' ' }, 400, 'Give the cohort a name.'],
      ['POST', `/programs/${programId}/cohorts`, { ...INPUT, startsOn: '2027-02-30' }, 400, 'Give the date the cohort starts.'],
      [
        'PUT',
        `/cohorts/${cohort.id}`,
        { ...INPUT, endsOn: '0000-01-01', startsOn: '0000-01-01' },
        400,
        'Give the date the cohort starts.',
      ],
      ['PUT', `/cohorts/${cohort.id}`, { ...INPUT, endsOn: '2026-12-31' }, 400, 'The cohort cannot end before it starts.'],
      ['PUT', `/cohorts/${cohort.id}`, { ...INPUT, acceptingStudents: 'yes' }, 400, ''],
    ];
    for (const [method, url, payload, status, message] of refusals) {
      const response = await send(method as 'POST', url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      const { error } = response.json();
      if (message) expect([error.message, ...Object.values(error.fieldErrors ?? {})]).toContain(message);
    }
    expect((await send('GET', '/cohorts/nothing')).statusCode).toBe(404);
    expect((await send('GET', '/cohorts?programId=')).statusCode).toBe(400);
    expect(await deliverySnapshot(service)).toBe(before);
  });
});
