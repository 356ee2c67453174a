import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { headerOnlyPng, pdfWith } from '../../applications/testing.js';
import { addCohort, addModule, PDF, PNG } from '../testing/fixtures.js';
import { duringModuleDelete } from '../testing/uncommitted.js';

const NOW = new Date(Date.UTC(2026, 2, 1, 9, 0));

describeOnEachBackend('module files: staff add readings, checked as application uploads are', (backend) => {
  const service = useTestService(backend);
  let moduleId: string;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff');
    const cohort = await addCohort(service, { programId: (await addProgram(service, { slug: 'stepup' })).id });
    moduleId = (await addModule(service, cohort.id, { position: 1 })).id;
  });

  const upload = (payload: Buffer, type: string, name: string, id = moduleId) =>
    service.request({
      method: 'POST',
      url: `/api/modules/${id}/files`,
      headers: { ...service.as('staff'), 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      payload,
    });
  const send = (method: 'GET' | 'DELETE', url: string) =>
    service.request({ method, url: `/api${url}`, headers: service.as('staff') });
  const files = () => service.count(sql`SELECT count(*) AS n FROM module_files`);

  it('stores a PDF, lists it on the module, downloads it as an attachment and removes it', async () => {
    const stored = await upload(PDF, 'application/pdf', 'Reading list é.pdf');
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toEqual({
      id: expect.any(String),
      name: 'Reading list é.pdf',
      type: 'application/pdf',
      size: PDF.length,
      uploadedAt: NOW.toISOString(),
    });
    const fileId = stored.json().id;
    const [module] = (await send('GET', `/cohorts/${await cohortOf()}/modules`)).json().items;
    expect(module.files).toEqual([stored.json()]);

    const download = await send('GET', `/modules/${moduleId}/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Reading list _.pdf"; filename*=UTF-8''Reading%20list%20%C3%A9.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(download.body, 'binary').subarray(0, 5).toString()).toBe('%PDF-');

    // A file is reached only through its own module.
    const other = await addModule(service, await cohortOf(), { position: 2 });
    expect((await send('GET', `/modules/${other.id}/files/${fileId}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/modules/${other.id}/files/${fileId}`)).statusCode).toBe(404);

    expect((await send('DELETE', `/modules/${moduleId}/files/${fileId}`)).statusCode).toBe(204);
    expect(await files()).toBe(0);
    expect((await send('GET', `/modules/${moduleId}/files/${fileId}`)).statusCode).toBe(404);
  });

  it('refuses wrong types with 415 and large files with 413, in words, storing nothing', async () => {
    const cases: [Buffer, string, string, number, RegExp][] = [
      [Buffer.from('hello'), 'text/plain', 'notes.txt', 415, /PDF, PNG or JPEG/],
      [PNG, 'application/pdf', 'fake.pdf', 415, /not really a PDF/],
      [Buffer.from('<svg onload=alert(1)>'), 'image/png', 'x.png', 415, /not really a PNG/],
      [Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf', 'big.pdf', 413, /10 MB/],
      [PDF, 'application/pdf', '../etc/passwd.pdf', 400, /plain name/],
      [headerOnlyPng(50_000, 50_000), 'image/png', 'bomb.png', 400, /50000 × 50000|too many pixels|pixels/i],
      [headerOnlyPng(100, 100), 'image/png', 'empty.png', 400, /could not read the picture/],
      [pdfWith('<< /S /Launch /F (calc.exe) >>'), 'application/pdf', 'launch.pdf', 415, /start other programs/],
    ];
    for (const [payload, type, name, status, message] of cases) {
      const response = await upload(payload, type, name);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await upload(PDF, 'application/pdf', 'a.pdf', 'nothing')).statusCode).toBe(404);
    expect(await files()).toBe(0);
    // A PNG is as welcome as a PDF.
    expect((await upload(PNG, 'image/png', 'diagram.png')).statusCode).toBe(201);
  });

  it('answers 404, never 500, when the module is deleted at the moment a file is uploaded to it', async () => {
    const module = await addModule(service, await cohortOf(), { position: 2 });
    const stored = await duringModuleDelete(service, module.id, () => upload(PDF, 'application/pdf', 'notes.pdf', module.id));
    expect(stored.statusCode, stored.body).toBe(404);
    expect(stored.json().error.message).toBe('No such module.');
    expect(await files()).toBe(0);
  });

  async function cohortOf(): Promise<string> {
    const [row] = await service.rows(sql`SELECT cohort_id FROM modules WHERE id = ${moduleId}`);
    return row.cohort_id;
  }
});
