import { asc } from 'drizzle-orm';
import type { ProgramPage } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { programs } from '../../db/schema.js';
import { toProgramPage } from './toProgramPage.js';

/** Every programme's public page, drafts included so their page can be ready before they open (edit_content). */
export async function listProgramPages(ctx: ServiceContext, caller: Caller | null): Promise<{ items: ProgramPage[] }> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'list_program_pages' });
  const rows = await ctx.db.select().from(programs).orderBy(asc(programs.name), asc(programs.id));
  return { items: rows.map(toProgramPage) };
}
