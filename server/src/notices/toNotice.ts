import type { Notice } from '@sla/contract';
import type { NoticeRow } from '../db/schema.js';

export function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    text: row.text,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
