import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DataError, type CohortCopy } from '@sla/contract';
import { cohortCopyInput, parseInput } from '@sla/contract/schemas';
import { COHORT_COPY_MESSAGES } from '@sla/contract/serviceMessages';
import { planCohortCopy, type PlannedDate } from '@sla/domain';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { assignments, auditLogs, cohorts, moduleFiles, modules, programs } from '../../db/schema.js';
import { noSuchCohort } from '../cohorts/cohortRows.js';

const refusedSource = (message: string) => new DataError('invalid_input', message, { sourceCohortId: message });
const conflict = (message: string) => new DataError('conflict', message);

/** Both cohorts with their programme's zone, locked in one order (by id) so two copies between them take turns. */
async function lockBoth(tx: Db, targetId: string, sourceId: string) {
  const rows = await tx
    .select({
      id: cohorts.id,
      programId: cohorts.programId,
      startsOn: cohorts.startsOn,
      endsOn: cohorts.endsOn,
      timeZone: programs.timeZone,
    })
    .from(cohorts)
    .innerJoin(programs, eq(programs.id, cohorts.programId))
    .where(inArray(cohorts.id, [targetId, sourceId]))
    .orderBy(asc(cohorts.id))
    .for('update', { of: cohorts });
  return { target: rows.find((row) => row.id === targetId), source: rows.find((row) => row.id === sourceId) };
}

const count = (tx: Db, table: typeof modules | typeof assignments, cohortId: string) =>
  tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(eq(table.cohortId, cohortId))
    .then(([row]) => row?.n ?? 0);

/** Whether the instant is one PostgreSQL stores and the forms take back (the years 1900 to 9999). */
const storable = (iso: string) => {
  const year = new Date(iso).getUTCFullYear();
  return year >= 1900 && year <= 9999;
};

/**
 * Copies an earlier cohort's modules and assignments into `cohortId` (edit_programs), in one transaction: the modules in
 * their order with their Markdown, links and files, the assignments with their settings and their module, every date
 * moved by the days between the two start dates in the programme's zone (planCohortCopy of @sla/domain, which the
 * preview uses too), kept even where it falls outside the new cohort's dates. Never members, mentors, work or grades.
 * Refuses a source of another programme (or this cohort, or none) with 400, and a cohort that already has modules or
 * assignments, or a source with nothing, with 409: a copy never mixes with what is there. A granted permission_check
 * entry records who copied what.
 */
export async function copyCohortContent(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  body: unknown,
): Promise<CohortCopy> {
  const signedIn = await requirePermission(ctx, caller, 'edit_programs', { action: 'copy_cohort_content', cohortId });
  const { sourceCohortId } = parseInput(cohortCopyInput, body);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { target, source } = await lockBoth(tx, cohortId, sourceCohortId);
    if (!target) throw noSuchCohort();
    if (sourceCohortId === cohortId) throw refusedSource(COHORT_COPY_MESSAGES.sameCohort);
    if (!source) throw refusedSource(COHORT_COPY_MESSAGES.noSuchSource);
    if (source.programId !== target.programId) throw refusedSource(COHORT_COPY_MESSAGES.otherProgramme);
    if (await count(tx, modules, cohortId)) throw conflict(COHORT_COPY_MESSAGES.targetHasModules);
    if (await count(tx, assignments, cohortId)) throw conflict(COHORT_COPY_MESSAGES.targetHasAssignments);

    const sourceModules = await tx
      .select()
      .from(modules)
      .where(eq(modules.cohortId, sourceCohortId))
      .orderBy(asc(modules.position), asc(modules.id));
    const sourceAssignments = await tx
      .select()
      .from(assignments)
      .where(eq(assignments.cohortId, sourceCohortId))
      .orderBy(asc(assignments.dueAt), asc(assignments.id));
    if (!sourceModules.length && !sourceAssignments.length) throw conflict(COHORT_COPY_MESSAGES.nothingToCopy);

    const plan = planCohortCopy({
      source,
      target,
      zone: target.timeZone,
      modules: sourceModules.map((row) => ({ id: row.id, title: row.title, at: row.opensAt.toISOString() })),
      assignments: sourceAssignments.map((row) => ({ id: row.id, title: row.title, at: row.dueAt.toISOString() })),
    });
    if (!plan) throw refusedSource(COHORT_COPY_MESSAGES.noStartDate);
    const moved = (items: PlannedDate[]) => new Map(items.map((item) => [item.id, new Date(item.to)]));
    if ([...plan.modules, ...plan.assignments].some((item) => !storable(item.to)))
      throw refusedSource(COHORT_COPY_MESSAGES.outOfRange);
    const opens = moved(plan.modules);
    const due = moved(plan.assignments);

    // New ids for the modules, so each assignment follows its own module across.
    const moduleIds = new Map(sourceModules.map((row) => [row.id, randomUUID()]));
    if (sourceModules.length)
      await tx.insert(modules).values(
        sourceModules.map((row, index) => ({
          id: moduleIds.get(row.id)!,
          cohortId,
          position: index + 1,
          title: row.title,
          body: row.body,
          links: row.links,
          opensAt: opens.get(row.id)!,
          createdAt: now,
          updatedAt: now,
        })),
      );

    // Files are copied inside the database, never through the service's memory: who uploaded them and when stay.
    const files = sourceModules.length
      ? await tx
          .select({ id: moduleFiles.id, moduleId: moduleFiles.moduleId })
          .from(moduleFiles)
          .where(
            inArray(
              moduleFiles.moduleId,
              sourceModules.map((row) => row.id),
            ),
          )
      : [];
    for (const file of files)
      await tx.execute(sql`
        INSERT INTO module_files (id, module_id, name, type, size, content, uploaded_by, uploaded_at)
        SELECT ${randomUUID()}, ${moduleIds.get(file.moduleId)!}, name, type, size, content, uploaded_by, uploaded_at
        FROM module_files WHERE id = ${file.id}`);

    if (sourceAssignments.length)
      await tx.insert(assignments).values(
        sourceAssignments.map((row) => ({
          id: randomUUID(),
          cohortId,
          moduleId: row.moduleId === null ? null : (moduleIds.get(row.moduleId) ?? null),
          title: row.title,
          instructions: row.instructions,
          dueAt: due.get(row.id)!,
          fileTypes: row.fileTypes,
          maxFileMb: row.maxFileMb,
          textAnswer: row.textAnswer,
          lateAccepted: row.lateAccepted,
          maxPoints: row.maxPoints,
          rubric: row.rubric,
          createdAt: now,
          updatedAt: now,
        })),
      );

    const result: CohortCopy = {
      sourceCohortId,
      days: plan.days,
      modules: sourceModules.length,
      moduleFiles: files.length,
      assignments: sourceAssignments.length,
      datesOutside: plan.outside,
    };
    await tx.insert(auditLogs).values({
      type: 'permission_check',
      userId: signedIn.token.uid,
      permission: 'edit_programs',
      granted: true,
      context: { source: 'server', action: 'copy_cohort_content', cohortId, ...result },
      timestamp: now,
    });
    return result;
  });
}
