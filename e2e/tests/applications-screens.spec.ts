import { expect, test, type Page } from '@playwright/test';
import type { Role } from '@sla/permissions';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { axeOf } from '../support/axe.js';
import { screenshotForReview } from '../support/screenshots.js';
import { settleScreen } from '../support/site.js';

// The application screens on the demo data: no serious or critical axe violation at a phone's width
// and a desktop's, and screenshots in e2e/output/screenshots for people to look at (not in CI).

const WIDTHS = [360, 1280];

// Each test loads, photographs and checks with axe eight screens: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, path: string, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto(path);
    await settleScreen(page);
    await screenshotForReview(page, `${name}-${width}`);
    const { violations } = await axeOf(page).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious, `${path} at ${width}px`).toEqual([]);
  }
}

async function signedIn(page: Page, role: Role) {
  await signIn(page, DEMO[role]);
}

test('staff screens: queue, an application, its review, programme settings', async ({ page }) => {
  const admin = await idTokenOf(DEMO.admin);
  const queue = await api(admin, 'GET', '/review/queue?status=under_review');
  const id = queue.body.items[0]?.id as string;
  expect(id, 'the demo data has an application under review').toBeTruthy();
  await signedIn(page, 'admin');
  await check(page, '/admin/applications', 'admin-applications');
  await check(page, `/admin/applications/${id}`, 'admin-application');
  await check(page, `/admin/applications/${id}/review`, 'admin-application-review');
  await check(page, '/admin/programs', 'admin-programs');
});

test('applicant screens: dashboard, list, an application, the form', async ({ page }) => {
  const applicant = await idTokenOf(DEMO.applicant);
  const mine = await api(applicant, 'GET', '/applications/mine');
  const submitted = mine.body.items.find((item: { status: string }) => item.status !== 'draft');
  const draft = mine.body.items.find((item: { status: string }) => item.status === 'draft');
  expect(submitted && draft, 'the demo applicant has a draft and a submitted application').toBeTruthy();
  await signedIn(page, 'applicant');
  await check(page, '/applicant', 'applicant-dashboard');
  await check(page, '/applicant/applications', 'applicant-applications');
  await check(page, `/applicant/applications/${submitted.id}`, 'applicant-application');
  await check(page, `/applicant/applications/${draft.id}/edit`, 'applicant-application-edit');
});
