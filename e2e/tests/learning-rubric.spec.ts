import { expect, test } from '@playwright/test';
import type { StaffAssignment } from '@sla/contract';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { enrolledStudent } from '../support/learning.js';

// Issue 31: grading with a rubric. Staff give an assignment a rubric on the cohort's page, grade the student's work with
// a level per criterion, and the student sees the rubric with their levels. The test's own programme, cohort and
// student (enrolledStudent), so it never depends on, or changes, the demo cohorts.

const at = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
const DAY = 86_400_000;

test('staff give an assignment a rubric and grade with it; the student sees the level chosen for each criterion', async ({
  browser,
}) => {
  const { cohort, student } = await enrolledStudent();
  const title = `Field proposal ${Date.now() % 100000}`;

  // Staff add the assignment with a rubric of two criteria; the total follows the levels typed.
  const staff = await browser.newPage();
  await signIn(staff, DEMO.staff, at(`/admin/delivery/${cohort.id}?tab=assignments`));
  await staff.getByRole('button', { name: 'Add assignment' }).click();
  await staff.getByLabel('Title').fill(title);
  const due = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  await staff.getByLabel(/^Due/).fill(`${due}T17:00`);
  await staff.getByRole('checkbox', { name: 'A typed answer' }).check();
  await staff.getByRole('radio', { name: /With a rubric/ }).check();
  const first = staff.getByRole('region', { name: /^Criterion 1/ });
  await first.getByLabel('Criterion', { exact: true }).fill('Question');
  await first.getByLabel('Level 1', { exact: true }).fill('Sharp');
  await first.getByLabel('Points for level 1', { exact: true }).fill('10');
  await first.getByLabel('Level 2', { exact: true }).fill('Broad');
  await first.getByLabel('Points for level 2', { exact: true }).fill('4');
  await staff.getByRole('button', { name: 'Add a criterion' }).click();
  const second = staff.getByRole('region', { name: /^Criterion 2/ });
  await second.getByLabel('Criterion', { exact: true }).fill('Method');
  await second.getByLabel('Level 1', { exact: true }).fill('Clear');
  await second.getByLabel('Points for level 1', { exact: true }).fill('5');
  await second.getByLabel('Level 2', { exact: true }).fill('Vague');
  await second.getByLabel('Points for level 2', { exact: true }).fill('1');
  await expect(staff.getByText('Out of 15 points: each criterion’s highest level, added up.')).toBeVisible();
  await staff.getByRole('button', { name: 'Create assignment' }).click();
  await expect(staff.getByText(`Created ${title}.`)).toBeVisible();

  const listed = await api(await idTokenOf(DEMO.admin), 'GET', `/cohorts/${cohort.id}/assignments`);
  const assignment = (listed.body.items as StaffAssignment[]).find((each) => each.title === title)!;
  expect(assignment).toMatchObject({ maxPoints: 15, rubricLocked: false });
  expect(assignment.rubric!.criteria.map((criterion) => criterion.title)).toEqual(['Question', 'Method']);

  // The student sees how the work will be graded, and hands it in.
  const token = await idTokenOf(student);
  const handedIn = await api(token, 'POST', `/student/assignments/${assignment.id}/submission`, {
    text: 'How fast do mangroves rebuild a shore after a storm?',
    fileIds: [],
  });
  expect(handedIn.status, JSON.stringify(handedIn.body)).toBe(200);

  // Staff grade it: a level per criterion, a comment on one; the total shows as they choose.
  await staff.goto(`/admin/grading?cohortId=${encodeURIComponent(cohort.id)}`);
  await staff.getByRole('link', { name: student.displayName! }).click();
  await expect(staff.getByText('How fast do mangroves rebuild a shore after a storm?')).toBeVisible();
  await staff.getByRole('group', { name: 'Question' }).getByRole('radio', { name: /Sharp/ }).check();
  const method = staff.getByRole('group', { name: 'Method' });
  // Keyboard: the arrow keys move between a criterion's levels.
  await method.getByRole('radio', { name: /Clear/ }).focus();
  await staff.keyboard.press('ArrowDown');
  await expect(method.getByRole('radio', { name: /Vague/ })).toBeChecked();
  await method.getByLabel(/^Comment/).fill('Say which instrument you will use.');
  await expect(staff.getByText(/^Total: 11 out of 15/)).toBeVisible();
  await staff.getByLabel('Overall feedback').fill('A question worth a season of work.');
  await staff.getByRole('button', { name: 'Save grade' }).click();
  await expect(staff.getByText(/Grade saved: 11 out of 15\./)).toBeVisible();

  // The rubric is now fixed: the assignment's editor says why.
  await staff.goto(`/admin/delivery/${cohort.id}?tab=assignments`);
  // (The button's hidden ": <title>" reads as a separate word.)
  await staff.getByRole('button', { name: new RegExp(`^Edit\\s*: ${title}$`) }).click();
  await expect(staff.getByText(/This rubric can no longer change: work has been graded with it/)).toBeVisible();

  // The student sees the grade, the rubric with the level chosen for each criterion, and the comments.
  const page = await browser.newPage();
  await signIn(page, student, at(`/student/assignments/${assignment.id}`));
  const feedback = page.getByRole('region', { name: 'Feedback and grade' });
  await expect(feedback.getByText('11 / 15')).toBeVisible();
  await expect(feedback.getByRole('heading', { name: 'Question: 10 of 10 points' })).toBeVisible();
  await expect(feedback.getByRole('heading', { name: 'Method: 1 of 5 points' })).toBeVisible();
  const yours = (criterion: string) =>
    feedback
      .getByRole('list', { name: `Levels of ${criterion}` })
      .getByRole('listitem')
      .filter({ hasText: 'Your level' });
  await expect(yours('Question')).toHaveCount(1);
  await expect(yours('Question')).toContainText('Sharp');
  await expect(yours('Method')).toContainText('Vague');
  await expect(feedback.getByText('Say which instrument you will use.')).toBeVisible();
  await expect(feedback.getByText('A question worth a season of work.')).toBeVisible();
});
