import { eq } from 'drizzle-orm';
import type { LetterReceived } from '@sla/contract';
import { parseInput, UPLOAD_MAX_MB, writtenLetterInput } from '@sla/contract/schemas';
import { REFERENCE_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { referenceRequests } from '../db/schema.js';
import { UploadRefusal } from '../applications/files/uploadRefusal.js';
import { checkUpload, declaredType, plainFileName } from '../applications/files/uploadRules.js';
import { checkUploadContent } from '../applications/files/uploadContent.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { REFERENCE_LINKS_PER_IP } from '../rateLimit/rules.js';
import { findByToken } from './findByToken.js';

/** A letter is one PDF, under the same rules as every applicant's file (uploadRules.ts): type, name, size, content. */
const LETTER_FILE_RULES = { accept: ['application/pdf'], maxSizeMb: UPLOAD_MAX_MB } as const;

type Letter = { text: string } | { name: string; content: Buffer };

/** Stores the letter once, if the link still takes one (findByToken, under the request's lock). */
async function store(ctx: ServiceContext, token: string, letter: Letter): Promise<LetterReceived> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { request } = await findByToken(tx, token, now, { lock: true });
    await tx
      .update(referenceRequests)
      .set({
        status: 'received',
        receivedAt: now,
        ...('text' in letter
          ? { letterText: letter.text }
          : { letterName: letter.name, letterSize: letter.content.length, letterContent: letter.content }),
      })
      .where(eq(referenceRequests.id, request.id));
    return { message: REFERENCE_MESSAGES.letterSent, receivedAt: now.toISOString() };
  });
}

/** A letter written on the referee's page (public; the link is the proof). */
export async function writeLetter(
  ctx: ServiceContext,
  token: string,
  body: unknown,
  meta: { ip: string },
): Promise<LetterReceived> {
  await enforceRateLimits(ctx, [[REFERENCE_LINKS_PER_IP, meta.ip]]);
  await findByToken(ctx.db, token, ctx.now());
  const { text } = parseInput(writtenLetterInput, body);
  return store(ctx, token, { text });
}

/**
 * A letter uploaded as a PDF (public; the link is the proof). The link is checked first, so a used or replaced link
 * says so rather than what is wrong with the file; then the applicants' upload rules, same limits and words.
 */
export async function uploadLetter(
  ctx: ServiceContext,
  token: string,
  upload: { contentType: string | undefined; fileName: string | string[] | undefined; body: unknown },
  meta: { ip: string },
): Promise<LetterReceived> {
  await enforceRateLimits(ctx, [[REFERENCE_LINKS_PER_IP, meta.ip]]);
  await findByToken(ctx.db, token, ctx.now());
  if (!Buffer.isBuffer(upload.body)) throw new UploadRefusal(415, REFERENCE_MESSAGES.notAPdf);
  const name = plainFileName(upload.fileName);
  const type = checkUpload(LETTER_FILE_RULES, { name, declared: declaredType(upload.contentType), bytes: upload.body });
  await checkUploadContent(type, name, upload.body);
  return store(ctx, token, { name, content: upload.body });
}
