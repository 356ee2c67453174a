import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES } from '@sla/contract/serviceMessages';
import type { AssignmentRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { daysFrom } from '../../testing/fixtures.js';
import { headerOnlyPng, pdfWith } from '../../applications/testing.js';
import { UPLOAD_MESSAGES } from '../../applications/files/uploadRules.js';
import { addAssignment, addCohort, addMember, addSubmissionFile, PDF, PNG } from '../testing/fixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const MB = 1024 * 1024;
const AMINA = 'amina';
const BOLA = 'bola';

describeOnEachBackend('files for handing in', (backend) => {
  const service = useTestService(backend);
  let assignment: AssignmentRow;
  beforeEach(async () => {
    service.setClock(NOW);
    const cohort = await addCohort(service);
    await addMember(service, cohort.id, AMINA);
    await addMember(service, cohort.id, BOLA);
    assignment = await addAssignment(service, cohort.id, { dueAt: daysFrom(NOW, 7), maxFileMb: 1 });
  });

  const upload = async (options: { uid?: string; type?: string; name?: string; bytes?: Buffer } = {}) => {
    const response = await service.request({
      method: 'POST',
      url: `/api/student/assignments/${assignment.id}/files`,
      headers: {
        ...service.as(options.uid ?? AMINA),
        'content-type': options.type ?? 'application/pdf',
        'x-file-name': encodeURIComponent(options.name ?? 'essay.pdf'),
      },
      payload: options.bytes ?? PDF,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const fileUrl = (fileId: string) => `/api/student/assignments/${assignment.id}/files/${fileId}`;
  const stored = () => service.count(sql`SELECT count(*) AS n FROM submission_files`);
  const expectRefused = async (
    response: { status: number; body: { error: { message: string } } },
    status: number,
    message: string,
  ) => {
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
    expect(await stored()).toBe(0);
  };

  it('stores a file waiting to be handed in, and gives its bytes back to its owner only', async () => {
    const response = await upload({ name: 'My essay (final).pdf' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'My essay (final).pdf',
      type: 'application/pdf',
      size: PDF.length,
      uploadedAt: NOW.toISOString(),
    });
    const shown = await service.request({
      method: 'GET',
      url: `/api/student/assignments/${assignment.id}`,
      headers: service.as(AMINA),
    });
    expect(shown.json().pendingFiles).toEqual([response.body]);
    const download = await service.request({ method: 'GET', url: fileUrl(response.body.id), headers: service.as(AMINA) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body).toBe(PDF.toString());
    // Another student of the same cohort: as if it did not exist, to read or to remove.
    expect((await service.request({ method: 'GET', url: fileUrl(response.body.id), headers: service.as(BOLA) })).statusCode).toBe(
      404,
    );
    expect(
      (await service.request({ method: 'DELETE', url: fileUrl(response.body.id), headers: service.as(BOLA) })).statusCode,
    ).toBe(404);
    expect(await stored()).toBe(1);
  });

  it('refuses a type the assignment does not take (415) and a file over its size limit (413), in words', async () => {
    await expectRefused(
      await upload({ type: 'image/png', name: 'photo.png', bytes: PNG }),
      415,
      UPLOAD_MESSAGES.notType(['application/pdf'], 'photo.png'),
    );
    await expectRefused(await upload({ bytes: PNG }), 415, UPLOAD_MESSAGES.contentMismatch('application/pdf'));
    const large = Buffer.concat([PDF, Buffer.alloc(1.5 * MB)]);
    await expectRefused(
      await upload({ bytes: large }),
      413,
      UPLOAD_MESSAGES.tooLarge(1, { name: 'essay.pdf', size: large.length }),
    );
  });

  it('refuses a picture that does not decode within the pixel limit and a PDF with a script, storing nothing', async () => {
    await service.database.db.execute(
      sql`UPDATE assignments SET file_types = ARRAY['application/pdf', 'image/png'] WHERE id = ${assignment.id}`,
    );
    const png = (bytes: Buffer, name: string) => upload({ type: 'image/png', name, bytes });
    await expectRefused(
      await upload({ bytes: pdfWith('<< /S /JavaScript /JS (app.alert(1)) >>') }),
      415,
      UPLOAD_MESSAGES.activePdf,
    );
    expect((await png(headerOnlyPng(50_000, 50_000), 'bomb.png')).status).toBe(400);
    await expectRefused(await png(headerOnlyPng(100, 100), 'empty.png'), 400, UPLOAD_MESSAGES.unreadableImage('empty.png'));
  });

  it('refuses files for an assignment that takes only a typed answer', async () => {
    await service.database.db.execute(sql`UPDATE assignments SET file_types = '{}'`);
    await expectRefused(await upload(), 400, SUBMISSION_MESSAGES.takesNoFiles);
  });

  it('keeps at most five files waiting', async () => {
    for (let i = 0; i < 5; i += 1) expect((await upload()).status).toBe(201);
    const sixth = await upload();
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toBe(SUBMISSION_MESSAGES.tooManyWaiting);
    expect(await stored()).toBe(5);
  });

  it('removes a waiting file, but not one handed in (409)', async () => {
    const waiting = (await upload()).body.id;
    const handedIn = await addSubmissionFile(service, assignment.id, AMINA);
    expect((await service.request({ method: 'DELETE', url: fileUrl(waiting), headers: service.as(AMINA) })).statusCode).toBe(204);
    const refused = await service.request({ method: 'DELETE', url: fileUrl(handedIn), headers: service.as(AMINA) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SUBMISSION_MESSAGES.fileHandedIn);
    expect(await service.rows(sql`SELECT id FROM submission_files`)).toEqual([{ id: handedIn }]);
  });
});
