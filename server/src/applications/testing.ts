// Test helpers for the applications, programmes and notices specs (never imported by the service).
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { ApplicationForm, Rubric } from '@sla/contract';
import { applicationEvents, applications, type ApplicationRow, type ProgramRow } from '../db/schema.js';
import { addProgram, daysFrom } from '../testing/fixtures.js';
import type { TestService } from '../testing/testService.js';

/**
 * Empties every table, the application ones included. CASCADE reaches every table that refers to programmes or
 * applications, so this keeps working when the review side adds its own.
 */
export const FORM: ApplicationForm = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'name', type: 'short_text', label: 'Your name', required: true, maxLength: 40 },
        { id: 'essay', type: 'long_text', label: 'Why this programme?', required: true, wordLimit: 20 },
        { id: 'track', type: 'choice', label: 'Track', required: true, options: ['Science', 'Leadership'] },
        {
          id: 'interests',
          type: 'choice',
          label: 'Interests',
          required: false,
          options: ['Maths', 'Biology', 'Coding'],
          multiple: true,
        },
        { id: 'born', type: 'date', label: 'Date of birth', required: false },
        { id: 'nickname', type: 'short_text', label: 'Nickname', required: false },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      questions: [
        { id: 'cv', type: 'file', label: 'Your CV', required: true },
        { id: 'photo', type: 'file', label: 'A photo', required: false, accept: ['image/png', 'image/jpeg'], maxSizeMb: 1 },
      ],
    },
  ],
};

export const RUBRIC: Rubric = { criteria: [{ id: 'promise', label: 'Promise', weight: 2, scaleMin: 1, scaleMax: 5 }] };

/** Answers that complete FORM apart from the CV upload. */
export const TYPED_ANSWERS = {
  name: 'Amina Okafor',
  essay: 'I want to learn how research works and bring it home.',
  track: 'Science',
};

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Real pictures (2 × 2 pixels, made by sharp): uploads are decoded in full, so a signature alone is refused. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGNgd7Nid7NigFAADgYCHTtxA74AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCLgGTj/9k=',
  'base64',
);

/** A programme taking applications at `now`: opened two weeks ago, closing in six. */
export function addOpenProgram(
  service: TestService,
  now: Date,
  fields: Partial<ProgramRow> & { slug: string },
): Promise<ProgramRow> {
  return addProgram(service, {
    name: fields.slug,
    opensAt: daysFrom(now, -14),
    closesAt: daysFrom(now, 42),
    form: FORM,
    rubric: RUBRIC,
    ...fields,
  });
}

/** An application written straight into the table, in any status (a decided one needs decision and decisionReleaseAt). */
export async function addApplication(
  service: TestService,
  fields: Partial<ApplicationRow> & { userId: string; programId: string },
): Promise<ApplicationRow> {
  const at = fields.createdAt ?? new Date(Date.UTC(2026, 0, 5));
  const [row] = await service.database.db
    .insert(applications)
    .values({
      id: randomUUID(),
      status: 'draft',
      form: FORM,
      answers: {},
      studentRole: 'not_applicable',
      reviewers: 0,
      reviewsSubmitted: 0,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}

export async function addEvent(
  service: TestService,
  applicationId: string,
  type: string,
  at: Date,
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await service.database.db.insert(applicationEvents).values({ applicationId, type, actorUid: 'someone', detail, at });
}

/** Every row of the tables a request could change, to show a refusal changed nothing. */
export async function snapshot(service: TestService): Promise<unknown[]> {
  const tables = ['programs', 'applications', 'application_events', 'application_files', 'notices', 'users'];
  const counts = await Promise.all(
    tables.map(async (table) =>
      service.rows(
        sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*) AS n FROM ${table} t`),
      ),
    ),
  );
  return counts.map((rows, index) => [tables[index], rows[0]]);
}

/** A CRC-32 as PNG chunks carry it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG whose header claims `width` × `height` pixels with next to no picture data behind it (one compressed row's
 * worth at most): a few hundred bytes that a decoder would spend gigabytes on, or find cut short.
 */
export function headerOnlyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 64) * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF whose catalogue holds `action` (e.g. "<< /S /JavaScript /JS (app.alert(1)) >>") as its opening action. */
export const pdfWith = (action: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction ${action} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
