import { beforeEach, describe, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { addEvent, addPost, addProgram, daysFrom } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import { applicationWindow } from './applicationWindow.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
// When a window is open is @sla/domain's rule, tested there; the service adds the dates and their time zone.
describe('application window', () => {
  const opensAt = new Date('2026-03-10T06:00:00.000Z');
  const closesAt = new Date('2026-04-20T20:59:00.000Z');

  it('reports the dates and the time zone they are announced in', () => {
    expect(applicationWindow({ status: 'active', opensAt, closesAt, timeZone: 'Africa/Lagos' }, NOW)).toEqual({
      state: 'upcoming',
      opensAt: '2026-03-10T06:00:00.000Z',
      closesAt: '2026-04-20T20:59:00.000Z',
      timeZone: 'Africa/Lagos',
    });
  });
});

describeOnEachBackend('public programmes and home', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await addProgram(service, {
      slug: 'stepup-scholars',
      name: 'StepUp Scholars',
      opensAt: daysFrom(NOW, -14),
      closesAt: daysFrom(NOW, 42),
      capacity: 40,
      description: 'A year of science.\n\n# The year',
      whoFor: '- School leavers',
      howToApply: '1. Sign up <b>now</b>\n2. Read [the guide](/guide)',
    });
    await addProgram(service, { slug: 'dynamerge', name: 'Dynamerge', opensAt: daysFrom(NOW, 21), closesAt: daysFrom(NOW, 63) });
    await addProgram(service, {
      slug: 'old-cohort',
      name: 'Old cohort',
      status: 'closed',
      opensAt: daysFrom(NOW, -400),
      closesAt: daysFrom(NOW, -300),
    });
    await addProgram(service, {
      slug: 'secret-plan',
      name: 'Secret plan',
      status: 'draft',
      opensAt: daysFrom(NOW, -1),
      closesAt: daysFrom(NOW, 10),
    });
  });

  const get = async (url: string) => {
    const response = await service.request({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists active and closed programmes, open ones first, with the window state from the clock; never drafts', async () => {
    const { body } = await get('/api/public/programs');
    expect(
      body.items.map((program: { slug: string; applicationWindow: { state: string } }) => [
        program.slug,
        program.applicationWindow.state,
      ]),
    ).toEqual([
      ['stepup-scholars', 'open'],
      ['dynamerge', 'upcoming'],
      ['old-cohort', 'closed'],
    ]);
    expect((await get('/api/public/programs/secret-plan')).status).toBe(404);
    expect((await get('/api/public/programs/nothing')).status).toBe(404);
  });

  it('moves with the clock: after StepUp closes and Dynamerge opens, the states follow', async () => {
    service.setClock(daysFrom(NOW, 50));
    const { body } = await get('/api/public/programs');
    expect(
      Object.fromEntries(
        body.items.map((program: { slug: string; applicationWindow: { state: string } }) => [
          program.slug,
          program.applicationWindow.state,
        ]),
      ),
    ).toEqual({
      'stepup-scholars': 'closed',
      dynamerge: 'open',
      'old-cohort': 'closed',
    });
  });

  it('gives a programme page with its Markdown sections and their HTML, capacity and window', async () => {
    const { status, body } = await get('/api/public/programs/stepup-scholars');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'stepup-scholars',
      name: 'StepUp Scholars',
      status: 'active',
      whoFor: '- School leavers',
      // Sanitised HTML; each section sits under the page's h2, so its biggest heading becomes h3.
      descriptionHtml: '<p>A year of science.</p>\n<h3>The year</h3>',
      whoForHtml: '<ul>\n<li>School leavers</li>\n</ul>',
      howToApplyHtml: '<ol>\n<li>Sign up &#x3C;b>now&#x3C;/b></li>\n<li>Read <a href="/guide">the guide</a></li>\n</ol>',
      capacity: 40,
      applicationWindow: {
        state: 'open',
        opensAt: daysFrom(NOW, -14).toISOString(),
        closesAt: daysFrom(NOW, 42).toISOString(),
        timeZone: 'Africa/Nairobi',
      },
    });
  });

  it('answers the home page in one request: programmes, the 3 latest stories, the next 3 events', async () => {
    for (let i = 1; i <= 5; i++) await addPost(service, { slug: `story-${i}`, publishedAt: daysFrom(NOW, -i) });
    await addPost(service, { slug: 'newest-but-draft', status: 'draft' });
    for (let i = 1; i <= 4; i++) await addEvent(service, { slug: `event-${i}`, eventStartsAt: daysFrom(NOW, i * 3) });
    await addEvent(service, { slug: 'past-event', eventStartsAt: daysFrom(NOW, -3) });
    const { body } = await get('/api/public/home');
    expect(body.programs.map((program: { slug: string }) => program.slug)).toEqual([
      'stepup-scholars',
      'dynamerge',
      'old-cohort',
    ]);
    expect(body.stories.map((story: { slug: string }) => story.slug)).toEqual(['story-1', 'story-2', 'story-3']);
    expect(body.events.map((event: { slug: string }) => event.slug)).toEqual(['event-1', 'event-2', 'event-3']);
    expect(body.programs[0]).not.toHaveProperty('description');
  });
});
