import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/accounts.js';
import { axeOf } from '../support/axe.js';
import { enrolledStudent, newAssignment, newModule } from '../support/learning.js';

// Issue 31: the student's calendar. A new person is enrolled through a real acceptance (a programme in Nairobi time
// and a cohort of their own); their next month gets a module opening and a due date, seen in the month, the chosen
// day, the week and on a phone, each place with an address of its own.

const at = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** WCAG 2.2 AA's serious and critical findings on the calendar, as accessibility.spec.ts judges public pages. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await axeOf(page).include('main').analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The 15th of next month in Nairobi ("2027-04-15"), whatever the date today. */
function fifteenthOfNextMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date()); // "2027-03-31"
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 15));
  return next.toISOString().slice(0, 10);
}

test('a student finds next month’s opening and due date on the calendar, by month, day and week, in Nairobi time', async ({
  page,
}) => {
  const { cohort, student } = await enrolledStudent();
  const day = fifteenthOfNextMonth();
  // 06:00 and 23:59 in Nairobi (UTC+3 all year).
  await newModule(cohort.id, { title: 'Field methods', opensAt: `${day}T03:00:00.000Z` });
  const essay = await newAssignment(cohort.id, { title: 'Field plan', dueAt: `${day}T20:59:00.000Z`, lateAccepted: false });

  await signIn(page, student, at('/student/calendar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('Times in East Africa Time (Africa/Nairobi)')).toBeVisible();
  await expect(page.locator('td[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add due dates to your calendar' })).toBeVisible();

  // Next month: both items on the 15th.
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/\/student\/calendar\?date=\d{4}-\d{2}-\d{2}$/);
  const cell = page.locator('td').filter({ has: page.getByRole('link', { name: /15 .*: 2 items$/ }) });
  await expect(cell.getByRole('link', { name: 'Field plan' })).toBeVisible();
  await expect(cell.getByRole('link', { name: 'Field methods' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // Choosing the day lists its items with their times and the late-work rule.
  await cell.getByRole('link', { name: /15 .*: 2 items$/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${day}$`));
  const chosen = page.locator('.student-cal__chosen');
  await expect(chosen.getByText('06:00')).toBeVisible();
  await expect(chosen.getByText('23:59')).toBeVisible();
  await expect(chosen.getByText('No work taken after this time.')).toBeVisible();

  // The item opens its screen; Back returns to the same day.
  await chosen.getByRole('link', { name: 'Field plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/assignments/${essay.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Field plan' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/student/calendar\\?date=${day}$`));

  // The week view of that day, from its address.
  await page.getByRole('link', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?view=week&date=${day}$`));
  const week = page.locator('.student-cal__week');
  await expect(week.locator('> li')).toHaveCount(7);
  await expect(week.getByRole('link', { name: 'Field plan' })).toBeVisible();
  await expect(week.getByText('23:59')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // On a phone the month does not scroll sideways: dots in the cells, the chosen day's items under the grid.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/student/calendar?date=${day}`);
  await expect(page.locator('.student-cal__chosen').getByRole('link', { name: 'Field plan' })).toBeVisible();
  await expect(page.locator('.student-cal__dots').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeFindings(page)).toEqual([]);
});
