import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EditorEvent, Page } from '@sla/contract';
import { editorEventsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, encodeCursor, uuidId, type CursorId } from '../../cursor.js';
import { content } from '../../db/schema.js';
import { toEditorEvent } from './toEditorEvent.js';

const PAGE_SIZE = 25;

/** Cursor ids say which part of the list they were in: "u:<id>" among upcoming events, "p:<id>" among past ones. */
const partAndId: CursorId<{ past: boolean; id: string }> = (text) => {
  const id = uuidId(text.slice(2));
  if (!id || (!text.startsWith('u:') && !text.startsWith('p:'))) return null;
  return { past: text.startsWith('p:'), id };
};

/**
 * Events as editors see them, every status: those not over yet soonest first, then past ones latest first, paged
 * by keyset. An event without an end is over once it has started, as on the public site.
 */
export async function listEditorEvents(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<EditorEvent>> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'list_events' });
  const query = parseInput(editorEventsQuery, rawQuery);
  const pageSize = query.limit ?? PAGE_SIZE;
  const now = ctx.now().toISOString();
  const over = sql`coalesce(${content.eventEndsAt}, ${content.eventStartsAt}) < ${now}::timestamptz`;
  let after: SQL | undefined;
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, partAndId);
    const laterPast = or(lt(content.eventStartsAt, at), and(eq(content.eventStartsAt, at), gt(content.id, id.id)));
    after = id.past
      ? and(over, laterPast)
      : or(
          over,
          and(sql`NOT (${over})`, or(gt(content.eventStartsAt, at), and(eq(content.eventStartsAt, at), gt(content.id, id.id)))),
        );
  }
  const rows = await ctx.db
    .select({ row: content, past: sql<boolean>`(${over})` })
    .from(content)
    .where(and(eq(content.type, 'event'), after))
    .orderBy(
      asc(over),
      sql`CASE WHEN ${over} THEN NULL ELSE ${content.eventStartsAt} END ASC`,
      desc(content.eventStartsAt),
      asc(content.id),
    )
    .limit(pageSize + 1);
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    items: shown.map(({ row }) => toEditorEvent(row)),
    nextCursor:
      rows.length > pageSize && last
        ? encodeCursor(last.row.eventStartsAt ?? last.row.createdAt, `${last.past ? 'p' : 'u'}:${last.row.id}`)
        : null,
  };
}
