import type { ApplicationWindowState, ProgramSummary } from '@sla/data';
import type { ServiceContext } from '../context.js';
import { programs } from '../db/schema.js';
import { toProgramSummary } from './toPublicProgram.js';
import { programVisibleToVisitors } from './visibility.js';

const ORDER: Record<ApplicationWindowState, number> = { open: 0, upcoming: 1, closed: 2 };

/** Programmes visitors may see, the ones taking applications first, then by name. */
export async function listPublicPrograms(ctx: ServiceContext): Promise<{ items: ProgramSummary[] }> {
  const now = ctx.now();
  const rows = await ctx.db.select().from(programs).where(programVisibleToVisitors());
  const items = rows.map((row) => toProgramSummary(row, now));
  items.sort((a, b) => ORDER[a.applicationWindow.state] - ORDER[b.applicationWindow.state] || a.name.localeCompare(b.name));
  return { items };
}
