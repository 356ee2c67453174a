import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import { addApplication } from '../applications/testing.js';
import { cohorts } from '../db/schema.js';
import { addCohort } from '../learning/testing/fixtures.js';
import { whileUncommitted } from '../learning/testing/uncommitted.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { addProgram } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import { HAS_COHORTS } from './deleteProgram.js';

describeOnEachBackend('deleting a programme that is being run', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    await service.addUser('admin-1', 'admin');
    await service.addUser('applicant-1', 'applicant');
  });

  const remove = async (id: string) => {
    const response = await service.request({ method: 'DELETE', url: `/api/programs/${id}`, headers: service.as('admin-1') });
    return { status: response.statusCode, message: response.body ? response.json().error?.message : undefined };
  };
  const slugs = async () => (await service.rows(sql`SELECT slug FROM programs ORDER BY slug`)).map((row) => row.slug);

  it('keeps a programme with cohorts, with a 409 that says so (not that it has applications)', async () => {
    const run = await addProgram(service, { slug: 'run' });
    await addCohort(service, { programId: run.id });
    expect(await remove(run.id)).toEqual({ status: 409, message: HAS_COHORTS });
    expect(HAS_COHORTS).toMatch(/has cohorts/);
    expect(await slugs()).toEqual(['run']);
  });

  it('still names the applications first when a programme has both', async () => {
    const both = await addProgram(service, { slug: 'both' });
    await addCohort(service, { programId: both.id });
    await addApplication(service, { userId: 'applicant-1', programId: both.id });
    expect(await remove(both.id)).toEqual({ status: 409, message: PROGRAM_MESSAGES.hasApplications });
    expect(await slugs()).toEqual(['both']);
  });

  it('says the programme has cohorts when one is started at the moment it is deleted', async () => {
    const program = await addProgram(service, { slug: 'racing' });
    const at = new Date(Date.UTC(2026, 0, 1));
    const refused = await whileUncommitted(
      service,
      (tx) =>
        tx.insert(cohorts).values({
          id: randomUUID(),
          programId: program.id,
          name: 'StepUp Scholars 2027',
          startsOn: '2027-01-10',
          endsOn: '2027-12-10',
          acceptingStudents: false,
          createdAt: at,
          updatedAt: at,
        }),
      () => remove(program.id),
    );
    expect(refused).toEqual({ status: 409, message: HAS_COHORTS });
    expect(await slugs()).toEqual(['racing']);
  });
});
