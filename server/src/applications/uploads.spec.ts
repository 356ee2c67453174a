import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { UPLOAD_MAX_MB } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';
import { UPLOAD_MESSAGES } from './files/uploadRules.js';
import { addOpenProgram, headerOnlyPng, JPEG, PDF, pdfWith, PNG, TYPED_ANSWERS } from './testing.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const MB = 1024 * 1024;

describeOnEachBackend('application uploads', (backend) => {
  let applicationId: string;
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('amina', 'applicant');
    await service.addUser('bola', 'applicant');
    const program = await addOpenProgram(service, NOW, { slug: 'stepup-scholars' });
    const started = await service.request({
      method: 'POST',
      url: '/api/applications',
      headers: service.as('amina'),
      payload: { programId: program.id },
    });
    applicationId = started.json().id;
  });

  const upload = (options: {
    type?: string;
    name?: string;
    bytes?: Buffer;
    questionId?: string;
    uid?: string;
    rawName?: boolean;
  }) => {
    const headers: Record<string, string> = { ...service.as(options.uid ?? 'amina') };
    if (options.type !== undefined) headers['content-type'] = options.type;
    if (options.name !== undefined) headers['x-file-name'] = options.rawName ? options.name : encodeURIComponent(options.name);
    return service.request({
      method: 'POST',
      url: `/api/applications/${applicationId}/files?questionId=${options.questionId ?? 'cv'}`,
      headers,
      payload: options.bytes ?? PDF,
    });
  };
  const files = () => service.count(sql`SELECT count(*) AS n FROM application_files`);
  const expectRefused = async (response: Awaited<ReturnType<typeof upload>>, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await files()).toBe(0);
  };

  it('stores a good PDF, answers the question with its id, and gives back the identical bytes to its owner only', async () => {
    const response = await upload({ type: 'application/pdf', name: 'My CV (final).pdf' });
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({
      questionId: 'cv',
      name: 'My CV (final).pdf',
      type: 'application/pdf',
      size: PDF.length,
      uploadedAt: NOW.toISOString(),
    });
    const application = (
      await service.request({ method: 'GET', url: `/api/applications/${applicationId}`, headers: service.as('amina') })
    ).json();
    expect(application.answers.cv).toBe(file.id);
    expect(application.files).toEqual([file]);

    const download = await service.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/files/${file.id}`,
      headers: service.as('amina'),
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.from(download.rawPayload)).toEqual(PDF);
    expect(download.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="My CV _final_.pdf"; filename*=UTF-8''My%20CV%20%28final%29.pdf`,
    );
    expect(
      (
        await service.request({
          method: 'GET',
          url: `/api/applications/${applicationId}/files/${file.id}`,
          headers: service.as('bola'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('replaces the question’s previous file, and removes a file with its answer', async () => {
    const first = (await upload({ type: 'application/pdf', name: 'one.pdf' })).json();
    const second = (await upload({ type: 'application/octet-stream', name: 'two.pdf' })).json();
    expect(second.type).toBe('application/pdf');
    expect(await service.rows(sql`SELECT id FROM application_files`)).toEqual([{ id: second.id }]);
    expect(
      (
        await service.request({
          method: 'DELETE',
          url: `/api/applications/${applicationId}/files/${first.id}`,
          headers: service.as('amina'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await service.request({
          method: 'DELETE',
          url: `/api/applications/${applicationId}/files/${second.id}`,
          headers: service.as('amina'),
        })
      ).statusCode,
    ).toBe(204);
    expect(await files()).toBe(0);
    const application = (
      await service.request({ method: 'GET', url: `/api/applications/${applicationId}`, headers: service.as('amina') })
    ).json();
    expect(application.answers).not.toHaveProperty('cv');
  });

  it('refuses a PDF with a script or a launch action, and a picture too big to decode or with nothing behind its header', async () => {
    for (const action of ['<< /S /JavaScript /JS (app.alert(1)) >>', '<< /S /Launch /F (calc.exe) >>'])
      await expectRefused(
        await upload({ type: 'application/pdf', name: 'cv.pdf', bytes: pdfWith(action) }),
        415,
        UPLOAD_MESSAGES.activePdf,
      );
    const bomb = await upload({ type: 'image/png', name: 'cv.png', bytes: headerOnlyPng(50_000, 50_000) });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.fieldErrors.file).toMatch(/50000|50,000|50 000/);
    await expectRefused(
      await upload({ type: 'image/png', name: 'cv.png', bytes: headerOnlyPng(100, 100) }),
      400,
      UPLOAD_MESSAGES.unreadableImage('cv.png'),
    );
    expect(await files()).toBe(0);
  });

  it('refuses a type that is not PDF, PNG or JPEG with 415', async () => {
    await expectRefused(
      await upload({ type: 'text/plain', name: 'notes.txt', bytes: Buffer.from('hello') }),
      415,
      UPLOAD_MESSAGES.notType(['application/pdf', 'image/png', 'image/jpeg']),
    );
    await expectRefused(
      await upload({ type: 'application/x-msdownload', name: 'virus.exe', bytes: Buffer.from('MZ') }),
      415,
      '“virus.exe” is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.',
    );
    await expectRefused(
      await upload({ type: 'application/octet-stream', name: 'mystery.bin', bytes: Buffer.from('no magic here') }),
      415,
      '“mystery.bin” is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.',
    );
  });

  it('refuses a name whose extension does not match the type: a real PDF named x.png', async () => {
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'x.png' }),
      415,
      'The file name must end in .pdf to match its type.',
    );
    await expectRefused(
      await upload({ type: 'image/png', name: 'x.pdf', bytes: PNG, questionId: 'photo' }),
      415,
      'The file name must end in .png to match its type.',
    );
  });

  it('refuses content that is not the declared type: PNG bytes declared as a PDF', async () => {
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'cv.pdf', bytes: PNG }),
      415,
      UPLOAD_MESSAGES.contentMismatch('application/pdf'),
    );
  });

  it('refuses a type the question does not accept, with the types it does', async () => {
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'photo.pdf', questionId: 'photo' }),
      415,
      '“photo.pdf” is not a PNG or JPEG file. Choose a PNG or JPEG file.',
    );
    expect((await upload({ type: 'image/jpeg', name: 'photo.jpeg', bytes: JPEG, questionId: 'photo' })).statusCode).toBe(201);
  });

  it('refuses a file over 10 MB by one byte with 413, and one over the question’s own limit', async () => {
    const oversize = Buffer.alloc(UPLOAD_MAX_MB * MB + 1, 0x20);
    PDF.copy(oversize);
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'big.pdf', bytes: oversize }),
      413,
      '“big.pdf” is larger than 10 MB (it is 10.0 MB). Choose a smaller file.',
    );
    const wayOver = Buffer.alloc(UPLOAD_MAX_MB * MB + 64 * 1024, 0x20);
    PDF.copy(wayOver);
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'huge.pdf', bytes: wayOver }),
      413,
      'This file is larger than 10 MB. Choose a smaller file.',
    );
    const anonymous = await service.request({
      method: 'POST',
      url: `/api/applications/${applicationId}/files?questionId=cv`,
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'big.pdf' },
      payload: wayOver,
    });
    expect(anonymous.statusCode).toBe(401);
    const overPhoto = Buffer.alloc(MB + 1, 0x20);
    PNG.copy(overPhoto);
    await expectRefused(
      await upload({ type: 'image/png', name: 'photo.png', bytes: overPhoto, questionId: 'photo' }),
      413,
      '“photo.png” is larger than 1 MB (it is 1.0 MB). Choose a smaller file.',
    );
    const exactly = Buffer.alloc(UPLOAD_MAX_MB * MB, 0x20);
    PDF.copy(exactly);
    expect((await upload({ type: 'application/pdf', name: 'just-fits.pdf', bytes: exactly })).statusCode).toBe(201);
  });

  it('refuses path-like, empty or control-character names with 400', async () => {
    for (const name of ['../../etc/passwd.pdf', 'a\\b.pdf', 'folder/cv.pdf', '..pdf', 'cv\u0000.pdf', '', '   ']) {
      await expectRefused(await upload({ type: 'application/pdf', name }), 400, UPLOAD_MESSAGES.plainName);
    }
    await expectRefused(
      await upload({ type: 'application/pdf', name: '%E0%A4%A', rawName: true }),
      400,
      UPLOAD_MESSAGES.plainName,
    );
    await expectRefused(await upload({ type: 'application/pdf' }), 400, UPLOAD_MESSAGES.plainName);
  });

  it('refuses a file that also reads as a web page or SVG (a polyglot) with 415, storing nothing', async () => {
    const polyglot = Buffer.concat([PDF, Buffer.from('<html><script>fetch("/api/users")</script></html>')]);
    await expectRefused(await upload({ type: 'application/pdf', name: 'cv.pdf', bytes: polyglot }), 415, UPLOAD_MESSAGES.markup);
    const svgInPng = Buffer.concat([PNG, Buffer.from('<svg onload="alert(1)">')]);
    await expectRefused(
      await upload({ type: 'image/png', name: 'photo.png', bytes: svgInPng, questionId: 'photo' }),
      415,
      UPLOAD_MESSAGES.markup,
    );
  });

  it('refuses a name with direction controls that disguise its extension, with 400', async () => {
    for (const name of ['cv\u202Efdp.exe.pdf', 'cv\u2067x\u2069.pdf']) {
      await expectRefused(await upload({ type: 'application/pdf', name }), 400, UPLOAD_MESSAGES.directionControls);
    }
    expect((await upload({ type: 'application/pdf', name: 'سيرة ذاتية.pdf' })).statusCode).toBe(201);
  });

  it('refuses an upload to a question that is not a file question, or not on the form', async () => {
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'cv.pdf', questionId: 'essay' }),
      400,
      UPLOAD_MESSAGES.notAFileQuestion,
    );
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'cv.pdf', questionId: 'nothing' }),
      400,
      'This question is not on the form.',
    );
    await expectRefused(
      await upload({ type: 'application/pdf', name: 'cv.pdf', questionId: '' }),
      400,
      UPLOAD_MESSAGES.chooseQuestion,
    );
  });

  it('refuses uploads to someone else’s application (404) and to a submitted one (409)', async () => {
    await expectRefused(await upload({ type: 'application/pdf', name: 'cv.pdf', uid: 'bola' }), 404, 'No such application.');
    await service.request({
      method: 'PATCH',
      url: `/api/applications/${applicationId}/answers`,
      headers: service.as('amina'),
      payload: { answers: TYPED_ANSWERS },
    });
    const cv = (await upload({ type: 'application/pdf', name: 'cv.pdf' })).json();
    expect(
      (await service.request({ method: 'POST', url: `/api/applications/${applicationId}/submit`, headers: service.as('amina') }))
        .statusCode,
    ).toBe(200);
    const late = await upload({ type: 'application/pdf', name: 'cv2.pdf' });
    expect(late.statusCode).toBe(409);
    expect(
      (
        await service.request({
          method: 'DELETE',
          url: `/api/applications/${applicationId}/files/${cv.id}`,
          headers: service.as('amina'),
        })
      ).statusCode,
    ).toBe(409);
    expect(await service.rows(sql`SELECT name FROM application_files`)).toEqual([{ name: 'cv.pdf' }]);
  });

  it('keeps JSON endpoints on their small body limit and JSON parser', async () => {
    const response = await service.request({
      method: 'PATCH',
      url: `/api/applications/${applicationId}/answers`,
      headers: { ...service.as('amina'), 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(response.statusCode).toBe(415);
  });
});
