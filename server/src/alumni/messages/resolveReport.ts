import { and, eq, isNull } from 'drizzle-orm';
import type { AlumniReport } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { uuidId } from '../../cursor.js';
import { alumniReports } from '../../db/schema.js';
import { noSuchReport } from './alumniMessageErrors.js';
import { auditAction } from './auditAction.js';
import { toAlumniReports } from './toAlumniReport.js';

/**
 * POST /alumni/reports/:id/resolve (manage_alumni_profiles): marks the report dealt with, by whom, in the audit log.
 * Resolving a resolved report answers it as it is (the first resolution stands).
 */
export async function resolveReport(ctx: ServiceContext, caller: Caller | null, id: string): Promise<AlumniReport> {
  const staff = await requirePermission(ctx, caller, 'manage_alumni_profiles', { action: 'resolve_alumni_report', reportId: id });
  if (!uuidId(id)) throw noSuchReport();
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(alumniReports)
      .set({ resolvedAt: now, resolvedBy: staff.token.uid })
      .where(and(eq(alumniReports.id, id), isNull(alumniReports.resolvedAt)))
      .returning();
    if (resolved)
      await auditAction(tx, {
        userId: staff.token.uid,
        permission: 'manage_alumni_profiles',
        context: { action: 'resolve_alumni_report', reportId: id, reportedUid: resolved.reportedUid },
        at: now,
      });
    return resolved ?? (await tx.select().from(alumniReports).where(eq(alumniReports.id, id)))[0];
  });
  if (!row) throw noSuchReport();
  const [report] = await toAlumniReports(ctx.db, [row], 'staff', staff.token.uid);
  return report!;
}
