import { expect, test } from '@playwright/test';
import type { Cohort, StaffAssignment, StaffModule } from '@sla/contract';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { newAssignment, newModule } from '../support/learning.js';
import { newOpenProgramme } from '../support/programmes.js';

// Issue 31: staff start a new cohort from an earlier one of the same programme. A programme of the test's own, so it
// never depends on, or changes, the demo cohorts.

const DAY = 86_400_000;
const at = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function newCohort(programId: string, name: string, startsIn: number, lasts: number): Promise<Cohort> {
  const created = await api(await idTokenOf(DEMO.admin), 'POST', `/programs/${programId}/cohorts`, {
    name,
    startsOn: day(startsIn),
    endsOn: day(startsIn + lasts),
    acceptingStudents: false,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Cohort;
}

test('staff copy last year’s modules and assignments into a new cohort, every date moved to the new start', async ({ page }) => {
  const programme = await newOpenProgramme();
  const earlier = await newCohort(programme.id, `${programme.name} 2026`, -400, 300);
  const next = await newCohort(programme.id, `${programme.name} 2027`, 30, 300);
  const module = await newModule(earlier.id, {
    title: 'Finding your question',
    opensAt: new Date(Date.parse(`${earlier.startsOn}T06:00:00.000Z`) + 2 * DAY).toISOString(),
  });
  const assignment = await newAssignment(earlier.id, {
    title: 'Question draft',
    moduleId: module.id,
    dueAt: new Date(Date.parse(`${earlier.startsOn}T20:59:00.000Z`) + 20 * DAY).toISOString(),
    maxPoints: 40,
  });

  await signIn(page, DEMO.staff, at(`/admin/delivery/${next.id}?tab=modules`));
  await page.getByRole('button', { name: 'Copy from an earlier cohort' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy from an earlier cohort' });
  await dialog.getByRole('radio', { name: new RegExp(earlier.name) }).check();
  await expect(dialog.getByText('Every date moves 430 days later.')).toBeVisible();
  await expect(dialog.getByText(module.title)).toBeVisible();
  await expect(dialog.getByText(assignment.title)).toBeVisible();
  await dialog.getByRole('button', { name: `Copy into ${next.name}` }).click();

  await expect(page.getByRole('heading', { level: 3, name: `1. ${module.title}` })).toBeVisible();
  await expect(page.getByText(`Copied 1 module and 1 assignment from ${earlier.name}.`)).toBeVisible();

  // The service wrote new rows with the dates moved; a second copy is refused rather than mixed in.
  const staff = await idTokenOf(DEMO.staff);
  const modules = (await api(staff, 'GET', `/cohorts/${next.id}/modules`)).body.items as StaffModule[];
  const assignments = (await api(staff, 'GET', `/cohorts/${next.id}/assignments`)).body.items as StaffAssignment[];
  expect(modules.map((each) => [each.title, each.opensAt])).toEqual([
    [module.title, new Date(Date.parse(module.opensAt) + 430 * DAY).toISOString()],
  ]);
  expect(assignments).toEqual([
    expect.objectContaining({
      title: assignment.title,
      moduleId: modules[0]!.id,
      maxPoints: 40,
      dueAt: new Date(Date.parse(assignment.dueAt) + 430 * DAY).toISOString(),
      counts: { submitted: 0, graded: 0, returned: 0 },
    }),
  ]);
  const again = await api(staff, 'POST', `/cohorts/${next.id}/copy`, { sourceCohortId: earlier.id });
  expect(again.status).toBe(409);
  expect(again.body.error.message).toMatch(/already has modules/);
});
