// Test helpers for the cohort, module, pairing and completion specs (never imported by the service).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CohortMemberStatus } from '@sla/data';
import { cohortMembers, cohorts, mentorships, moduleFiles, modules, type CohortRow, type ModuleRow } from '../../db/schema.js';
import type { TestService } from '../../testing/testService.js';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let clock = Date.UTC(2026, 0, 1);
const tick = () => new Date((clock += 1000));

export async function addCohort(service: TestService, programId: string, fields: Partial<CohortRow> = {}): Promise<CohortRow> {
  const at = tick();
  const [row] = await service.database.db
    .insert(cohorts)
    .values({
      id: randomUUID(),
      programId,
      name: 'StepUp Scholars 2026',
      startsOn: '2026-01-10',
      endsOn: '2026-12-10',
      acceptingStudents: false,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}

export async function addMember(
  service: TestService,
  cohortId: string,
  uid: string,
  status: CohortMemberStatus = 'active',
): Promise<void> {
  await service.database.db.insert(cohortMembers).values({ cohortId, uid, status, joinedAt: tick() });
}

export async function addModule(
  service: TestService,
  cohortId: string,
  fields: Partial<ModuleRow> & { position: number },
): Promise<ModuleRow> {
  const at = tick();
  const [row] = await service.database.db
    .insert(modules)
    .values({
      id: randomUUID(),
      cohortId,
      title: `Module ${fields.position}`,
      body: `Week ${fields.position}`,
      links: [],
      opensAt: new Date(Date.UTC(2026, 0, 1)),
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}

export async function addModuleFile(service: TestService, moduleId: string, name = 'reading.pdf'): Promise<string> {
  const id = randomUUID();
  await service.database.db.insert(moduleFiles).values({
    id,
    moduleId,
    name,
    type: 'application/pdf',
    size: PDF.length,
    content: PDF,
    uploadedBy: 'staff',
    uploadedAt: tick(),
  });
  return id;
}

export async function addMentorship(
  service: TestService,
  fields: { studentUid: string; mentorUid: string; cohortId: string | null; endedAt?: Date | null },
): Promise<string> {
  const id = randomUUID();
  await service.database.db.insert(mentorships).values({ id, pairedBy: 'staff', pairedAt: tick(), endedAt: null, ...fields });
  return id;
}

/** Every delivery table as text, to show that a refusal changed nothing. */
export async function deliverySnapshot(service: TestService): Promise<string> {
  const tables = [
    'users',
    'cohorts',
    'cohort_members',
    'modules',
    'module_files',
    'module_progress',
    'mentorships',
    'alumni_profiles',
  ];
  const rows = [];
  for (const table of tables) {
    const columns = table === 'module_files' ? sql`id, module_id, name, type, size` : sql`*`;
    rows.push(await service.rows(sql`SELECT ${columns} FROM ${sql.identifier(table)} ORDER BY 1, 2`));
  }
  rows.push(await service.rows(sql`SELECT type, user_id, new_role FROM audit_logs WHERE type = 'role_change' ORDER BY id`));
  return JSON.stringify(rows);
}
