import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { addApplication, addFile, addReviewProgram, addReviewRow, FORM } from './testing/reviewFixtures.js';

/** The CSV as rows of cells (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
function table(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describeOnEachBackend('applications export with answers', (backend) => {
  let service: TestService;
  let programId: string;
  let reviewed: string;
  let fresh: string;

  beforeAll(async () => {
    service = await startTestService(backend);
    await service.reset();
    await service.addUser('export-admin', 'admin');
    await service.addUser('export-staff', 'staff');
    await service.addUser('reviewer-ada', 'staff', { displayName: 'Ada Reviewer' });
    await service.addUser('reviewer-kofi', 'staff', { displayName: 'Kofi Reviewer' });
    const form = {
      sections: [
        ...FORM.sections,
        {
          id: 'more',
          title: 'More',
          questions: [
            {
              id: 'fields',
              type: 'choice' as const,
              label: 'Fields',
              required: false,
              options: ['Physics', 'Biology'],
              multiple: true,
            },
            { id: 'why-again', type: 'short_text' as const, label: 'Why this programme?', required: false },
          ],
        },
      ],
    };
    const program = await addReviewProgram(service, 'answers', { form });
    programId = program.id;
    const other = await addReviewProgram(service, 'other');
    await service.addUser('applicant-1', 'applicant', { displayName: 'Amina Applicant', email: 'amina@example.org' });
    await service.addUser('applicant-2', 'applicant', { displayName: 'Bo Applicant', email: 'bo@example.org' });
    reviewed = (
      await addApplication(service, {
        userId: 'applicant-1',
        programId,
        status: 'under_review',
        form,
        answers: { why: 'To measure, "carefully".', fields: ['Physics', 'Biology'], 'why-again': '=1+1' },
        reviewsSubmitted: 2,
        averageScore: 62.5,
      })
    ).id;
    await addFile(service, reviewed, { name: 'amina-cv.pdf' });
    await addReviewRow(service, reviewed, 'reviewer-ada', 70);
    await addReviewRow(service, reviewed, 'reviewer-kofi', 55);
    fresh = (await addApplication(service, { userId: 'applicant-2', programId, form, answers: { why: 'Curious.' } })).id;
    await addApplication(service, { userId: 'applicant-2', programId: other.id });
  });
  afterAll(() => service?.close());

  const exportCsv = (query: Record<string, string>, as = 'export-admin') =>
    service.request({ method: 'GET', url: '/api/review/queue.csv', query, headers: service.as(as) });

  it("adds a column per question of the programme's form and, per review, the reviewer and the scores", async () => {
    const response = await exportCsv({ programId, answers: '1', sort: 'submitted_asc' });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = table(response.body);
    expect(header!.slice(10)).toEqual([
      'Why this programme? (About you)',
      'Your CV',
      'Fields',
      'Why this programme? (More)',
      'reviewer_1',
      'reviewer_1_score',
      'reviewer_1_Curiosity',
      'reviewer_1_Clarity',
      'reviewer_2',
      'reviewer_2_score',
      'reviewer_2_Curiosity',
      'reviewer_2_Clarity',
    ]);
    // Only this programme's applications.
    expect(rows.map((row) => row[0])).toEqual([reviewed, fresh]);
    const [first, second] = rows;
    expect(first!.slice(10)).toEqual([
      'To measure, "carefully".',
      // A file is its name and the application's address on the site, which needs sign-in (never the file's bytes).
      `amina-cv.pdf — http://localhost:4200/admin/applications/${reviewed}`,
      'Physics; Biology',
      "'=1+1",
      'Ada Reviewer',
      '70',
      '3',
      '5',
      'Kofi Reviewer',
      '55',
      '3',
      '5',
    ]);
    expect(second!.slice(10)).toEqual(['Curious.', '', '', '', '', '', '', '', '', '', '', '']);
    // Every row as wide as the header.
    for (const row of rows) expect(row).toHaveLength(header!.length);
  });

  it('keeps the plain export as it was when answers are not asked for', async () => {
    const [header] = table((await exportCsv({ programId })).body);
    expect(header).toHaveLength(10);
  });

  it('refuses answers without one programme, saying why, and with a programme that does not exist', async () => {
    for (const query of [{ answers: '1' }, { answers: '1', programId: 'no-such-programme' }] as Record<string, string>[]) {
      const response = await exportCsv(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.programId).toBe(
        'Choose a programme to export its answers: each programme asks its own questions.',
      );
    }
    expect((await exportCsv({ programId, answers: 'yes' })).statusCode).toBe(400);
  });

  it('is for those who may export applications only', async () => {
    expect((await exportCsv({ programId, answers: '1' }, 'applicant-1')).statusCode).toBe(403);
    expect(
      (await service.request({ method: 'GET', url: '/api/review/queue.csv', query: { programId, answers: '1' } })).statusCode,
    ).toBe(401);
  });
});
