import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Streams a CSV as a download; no caching, as the content is personal data. */
export function sendCsv(reply: FastifyReply, filename: string, rows: AsyncIterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(rows));
}
