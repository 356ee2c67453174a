import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { media, mediaVariants } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram, daysFrom } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const EDITOR = 'editor-1';
const FORM = { sections: [{ id: 'about', title: 'About you', questions: [] }] };

const PAGE = {
  summary: 'A year of science with a mentor.',
  description: 'What the year holds.\n\n## Terms',
  eligibility: '- School leavers in Africa',
  howToApply: '1. Sign up\n2. Apply',
  faq: [
    { question: 'Is it free?', answer: 'Yes, **entirely**.' },
    { question: 'Can I apply twice?', answer: 'Once per round. <script>alert(1)</script> [Ask us](javascript:alert(2))' },
  ],
  heroImage: { mediaId: null, url: 'https://example.org/hero.jpg', alt: 'Scholars in a lab' },
};

describeOnEachBackend('programme pages', (backend) => {
  const service = useTestService(backend);
  let changes: ContentChange[] = [];
  let stopListening = () => {};
  let programId = '';
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ada Editor' });
    const program = await addProgram(service, {
      slug: 'stepup',
      name: 'StepUp Scholars',
      summary: 'Old summary',
      description: 'Old description',
      opensAt: daysFrom(NOW, -1),
      closesAt: daysFrom(NOW, 30),
      capacity: 40,
      form: FORM as never,
      pageUpdatedByName: 'Seed',
    });
    programId = program.id;
    await addProgram(service, { slug: 'a-draft', name: 'A draft programme', status: 'draft' });
    changes = [];
    stopListening = service.ctx.changes.subscribe((change) => changes.push(change));
  });
  afterEach(() => stopListening());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(EDITOR),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const settings = () =>
    service.rows(
      sql`SELECT status, opens_at AS "opensAt", closes_at AS "closesAt", capacity, form, rubric, time_zone AS "timeZone" FROM programs WHERE id = ${programId}`,
    );

  it('lists every programme page by name, drafts included', async () => {
    const { body } = await call('GET', '/content/program-pages');
    expect(body.items.map((page: { slug: string; name: string }) => [page.slug, page.name])).toEqual([
      ['a-draft', 'A draft programme'],
      ['stepup', 'StepUp Scholars'],
    ]);
    expect(body.items[1]).toEqual({
      programId,
      slug: 'stepup',
      name: 'StepUp Scholars',
      summary: 'Old summary',
      description: 'Old description',
      eligibility: '',
      howToApply: '',
      faq: [],
      heroImage: null,
      version: 1,
      updatedAt: new Date(Date.UTC(2025, 11, 1)).toISOString(),
      updatedByName: 'Seed',
    });
  });

  it("saves the page's texts as a new version, keeping the text it replaced, and leaves the application settings alone", async () => {
    const before = await settings();
    const saved = await call('PUT', `/content/program-pages/${programId}`, { ...PAGE, baseVersion: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...PAGE, version: 2, updatedAt: NOW.toISOString(), updatedByName: 'Ada Editor' });
    expect(await settings()).toEqual(before);
    const versions = await call('GET', `/content/program-pages/${programId}/versions`);
    expect(
      versions.body.items.map((version: { version: number; savedByName: string }) => [version.version, version.savedByName]),
    ).toEqual([
      [2, 'Ada Editor'],
      [1, 'Seed'],
    ]);
    expect((await call('GET', `/content/program-pages/${programId}/versions/1`)).body.snapshot).toMatchObject({
      summary: 'Old summary',
      description: 'Old description',
      faq: [],
    });
    expect(changes).toEqual([
      { kind: 'program_page', id: programId, action: 'saved', byName: 'Ada Editor', at: NOW.toISOString() },
    ]);
  });

  it('refuses a save based on an older version with 409 and writes nothing', async () => {
    await call('PUT', `/content/program-pages/${programId}`, { ...PAGE, baseVersion: 1 });
    const late = await call('PUT', `/content/program-pages/${programId}`, { ...PAGE, summary: 'Theirs', baseVersion: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(CONTENT_MESSAGES.changedSinceOpened);
    expect((await call('GET', `/content/program-pages/${programId}`)).body).toMatchObject({ summary: PAGE.summary, version: 2 });
    expect(await service.count(sql`SELECT count(*) AS n FROM content_versions`)).toBe(2);
  });

  it("counts a staff change to the page's texts as a new version, so an editor who opened it before is told", async () => {
    await service.addUser('staff-1', 'staff');
    const asStaff = async (change: (settings: Record<string, unknown>) => Record<string, unknown>) => {
      const current = (
        await service.request({ method: 'GET', url: `/api/programs/${programId}`, headers: service.as('staff-1') })
      ).json();
      const saved = await service.request({
        method: 'PUT',
        url: `/api/programs/${programId}`,
        headers: service.as('staff-1'),
        payload: change(current),
      });
      expect(saved.statusCode).toBe(200);
    };
    await asStaff((settings) => ({ ...settings, capacity: 41 }));
    expect((await call('GET', `/content/program-pages/${programId}`)).body.version).toBe(1);
    await asStaff((settings) => ({ ...settings, description: 'Staff rewrote this.' }));
    expect((await call('GET', `/content/program-pages/${programId}`)).body.version).toBe(2);
    const late = await call('PUT', `/content/program-pages/${programId}`, { ...PAGE, baseVersion: 1 });
    expect(late.status).toBe(409);
  });

  it('answers bad input with 400 naming the field, and an unknown programme with 404', async () => {
    for (const [payload, field] of [
      [{ ...PAGE, summary: '' }, 'summary'],
      [{ ...PAGE, faq: [{ question: 'Why?' }] }, 'faq.0.answer'],
      [{ ...PAGE, heroImage: { url: 'https://example.org/a.jpg', alt: '' } }, 'heroImage.alt'],
      [{ ...PAGE, heroImage: { url: 'data:image/png;base64,AAAA', alt: 'A' } }, 'heroImage.url'],
      [{ ...PAGE, heroImage: { mediaId: 'gone', url: '/api/media/gone/800.webp', alt: 'A' } }, 'heroImage.mediaId'],
    ] as const) {
      const refused = await call('PUT', `/content/program-pages/${programId}`, payload);
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.body.error.fieldErrors)).toEqual([field]);
    }
    expect((await call('GET', `/content/program-pages/${programId}`)).body).toMatchObject({ summary: 'Old summary', version: 1 });
    expect((await call('GET', '/content/program-pages/nothing')).status).toBe(404);
    expect((await call('PUT', '/content/program-pages/nothing', PAGE)).status).toBe(404);
    expect((await call('GET', '/content/program-pages/nothing/versions')).status).toBe(404);
  });

  it('restores an earlier version as a new one', async () => {
    await call('PUT', `/content/program-pages/${programId}`, { ...PAGE, baseVersion: 1 });
    const restored = await call('POST', `/content/program-pages/${programId}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ summary: 'Old summary', faq: [], heroImage: null, version: 3 });
    expect((await call('POST', `/content/program-pages/${programId}/versions/7/restore`)).status).toBe(404);
  });

  it('shows visitors the FAQ with each answer rendered and sanitised, and the hero image', async () => {
    await call('PUT', `/content/program-pages/${programId}`, PAGE);
    const program = (await service.request({ method: 'GET', url: '/api/public/programs/stepup' })).json();
    expect(program.summary).toBe(PAGE.summary);
    expect(program.whoFor).toBe(PAGE.eligibility);
    expect(program.heroImage).toEqual({ url: 'https://example.org/hero.jpg', alt: 'Scholars in a lab' });
    expect(program.faq[0]).toEqual({
      question: 'Is it free?',
      answer: 'Yes, **entirely**.',
      answerHtml: '<p>Yes, <strong>entirely</strong>.</p>',
    });
    const risky = program.faq[1].answerHtml as string;
    expect(risky).toContain('Once per round.');
    expect(risky).not.toMatch(/<script|javascript:|alert\(2\)/i);
  });

  it('gives a library hero image its resized variants', async () => {
    await service.database.db.insert(media).values({
      id: 'hero-1',
      fileName: 'hero.png',
      contentType: 'image/png',
      width: 2000,
      height: 1000,
      size: 4,
      alt: 'Scholars',
      original: Buffer.from([1, 2, 3, 4]),
      uploadedBy: EDITOR,
      createdAt: NOW,
    });
    await service.database.db.insert(mediaVariants).values([
      { mediaId: 'hero-1', width: 400, height: 200, data: Buffer.from([1]) },
      { mediaId: 'hero-1', width: 1600, height: 800, data: Buffer.from([1]) },
    ]);
    await call('PUT', `/content/program-pages/${programId}`, {
      ...PAGE,
      heroImage: { mediaId: 'hero-1', url: '/api/media/hero-1/1600.webp', alt: 'Scholars at work' },
    });
    const program = (await service.request({ method: 'GET', url: '/api/public/programs/stepup' })).json();
    expect(program.heroImage).toEqual({
      url: '/api/media/hero-1/1600.webp',
      alt: 'Scholars at work',
      srcset: '/api/media/hero-1/400.webp 400w, /api/media/hero-1/1600.webp 1600w',
      width: 1600,
      height: 800,
    });
  });
});
