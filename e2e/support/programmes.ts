import { expect } from '@playwright/test';
import type { ProgramSettings } from '@sla/contract';
import type { ProgramSettingsInput } from '@sla/contract/schemas';
import { api, DEMO, idTokenOf } from './accounts.js';
import { E2E_PORT } from './env.js';

/** A small PDF: the server checks the `%PDF-` signature, the name's extension and that it holds no script. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let counter = 0;

/**
 * A programme of the test's own, open now for a week, with one question of each kind and a two-criterion rubric,
 * so a test never depends on (or changes) the demo programmes.
 */
export async function newOpenProgramme(name = `E2E Programme ${Date.now()}-${++counter}`): Promise<ProgramSettings> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const input: ProgramSettingsInput = {
    slug,
    name,
    summary: 'A programme made by an end-to-end test.',
    description: '',
    whoFor: '',
    howToApply: '',
    status: 'active',
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    capacity: 20,
    form: {
      sections: [
        {
          id: 'about-you',
          title: 'About you',
          questions: [
            { id: 'school', type: 'short_text', label: 'Your school or university', required: true, maxLength: 120 },
            { id: 'born', type: 'date', label: 'Date of birth', required: true },
          ],
        },
        {
          id: 'motivation',
          title: 'Your motivation',
          questions: [
            { id: 'why', type: 'long_text', label: 'Why do you want to join?', required: true, wordLimit: 60 },
            { id: 'field', type: 'choice', label: 'Your field', required: true, options: ['Biology', 'Chemistry', 'Physics'] },
          ],
        },
        {
          id: 'documents',
          title: 'Documents',
          questions: [
            {
              id: 'transcript',
              type: 'file',
              label: 'Your latest transcript',
              required: true,
              accept: ['application/pdf'],
              maxSizeMb: 2,
            },
          ],
        },
      ],
    },
    rubric: {
      criteria: [
        { id: 'potential', label: 'Research potential', weight: 2, scaleMin: 1, scaleMax: 5 },
        { id: 'leadership', label: 'Leadership', weight: 1, scaleMin: 1, scaleMax: 5 },
      ],
    },
  };
  const created = await api(await idTokenOf(DEMO.admin), 'POST', '/programs', input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as ProgramSettings;
}

/** Uploads a file the way the applicant portal does: the raw bytes, the type, and the name in a header. */
export async function uploadFile(
  token: string,
  applicationId: string,
  questionId: string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/applications/${applicationId}/files?questionId=${questionId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': file.type, 'x-file-name': encodeURIComponent(file.name) },
    body: new Uint8Array(file.bytes),
  });
  return { status: response.status, body: await response.json() };
}

/** Starts, fills in and submits an application through the API, as an applicant's browser would. */
export async function submittedApplication(token: string, programme: ProgramSettings): Promise<{ id: string }> {
  const started = await api(token, 'POST', '/applications', { programId: programme.id });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id as string;
  const saved = await api(token, 'PATCH', `/applications/${id}/answers`, {
    answers: {
      school: 'University of Nairobi',
      born: '2006-04-12',
      why: 'I want to study how soils hold water in dry seasons.',
      field: 'Biology',
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const upload = await uploadFile(token, id, 'transcript', { name: 'transcript.pdf', type: 'application/pdf', bytes: PDF_BYTES });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const submitted = await api(token, 'POST', `/applications/${id}/submit`);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { id };
}
