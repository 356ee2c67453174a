import { expect, test, type Page } from '@playwright/test';
import { PUBLIC } from '@sla/permissions/spec-fixtures';
import { axeOf } from '../support/axe.js';
import { E2E_PORT } from '../support/env.js';
import { screenshotForReview } from '../support/screenshots.js';
import { goLive } from '../support/site.js';

// WCAG 2.2 AA on every public page, at a phone's width and a desktop's, with axe; plus the keyboard
// paths axe cannot judge. Full-page screenshots of each page go to e2e/output/screenshots for review (not in CI).

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];
const STORY = 'a real story';

// The fixtures name a made-up story; a real one (from the feed) stands in for it below.
const PAGES = [...PUBLIC.filter((path) => !/^\/blog\/[^/]+$/.test(path)), STORY];

async function storyPath(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/public/feed`);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  if (!items[0]) throw new Error('The demo data has no published story');
  return `/blog/${items[0].slug}`;
}

const fileName = (path: string) => (path === STORY ? 'story' : path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

/**
 * Waits for the screen to settle: drawn by its portal (the first paint is the server's HTML, which
 * stands in until the portal's code has arrived), its heading shown, no loading state left.
 */
async function settle(page: Page) {
  await goLive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.loading, .portal-frame__loading')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('axe, WCAG 2.2 AA', () => {
  for (const size of WIDTHS) {
    for (const target of PAGES) {
      test(`${target} at ${size.width}px has no serious or critical violation`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        const path = target === STORY ? await storyPath() : target;
        await page.goto(path);
        await settle(page);

        const results = await axeOf(page).analyze();
        const report = (impacts: string[]) =>
          results.violations
            .filter((violation) => impacts.includes(violation.impact ?? ''))
            .map(
              (violation) =>
                `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`,
            );
        const minor = report(['moderate', 'minor']);
        if (minor.length) testInfo.annotations.push({ type: 'axe (moderate or minor)', description: minor.join('\n') });

        await screenshotForReview(page, `${fileName(target)}-${size.width}`);

        const serious = report(['serious', 'critical']);
        expect(serious, `${path} at ${size.width}px:\n${serious.join('\n')}`).toEqual([]);
      });
    }
  }
});

test('the forms showing their errors have no serious or critical violation, at a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const failures: string[] = [];
  const check = async (state: string) => {
    const { violations } = await axeOf(page).analyze();
    for (const violation of violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')) {
      failures.push(
        `${state}: ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    }
  };
  await page.goto('/get-involved?as=partner');
  await settle(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await check('Get Involved with errors');

  await page.goto('/donate');
  await settle(page);
  await page.getByRole('radio', { name: 'Other', exact: true }).check();
  await page.getByRole('button', { name: 'Donate securely' }).click();
  await expect(page.getByText('Enter an amount, like 25.')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-mail address').fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  await check('Donate and footer with errors');

  await page.goto('/newsletter/confirm?token=no-such-token');
  await settle(page);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await check('an expired confirmation link');
  expect(failures, failures.join('\n')).toEqual([]);
});

test.describe('keyboard', () => {
  test('from the top of Home, Tab reaches the skip link first, and it moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the main content, past the navigation bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test('the Contact form: every control is reachable with Tab, and it is filled and sent with the keyboard alone', async ({
    page,
  }) => {
    await page.goto('/contact');
    await settle(page);
    const form = page.getByRole('form', { name: 'Send us a message' });

    // Number the controls a person should reach (the hidden robot trap is not one of them).
    const expected = await form.evaluate((element) => {
      const controls = [...element.querySelectorAll<HTMLElement>('input, textarea, select, button, a[href]')].filter(
        (control) => !control.closest('[aria-hidden="true"]'),
      );
      controls.forEach((control, index) => (control.dataset.kbd = String(index)));
      return controls.map((control) => control.getAttribute('name') ?? control.textContent?.trim() ?? '');
    });
    expect(expected).toEqual(['name', 'email', 'message', 'Send message']);

    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return { kbd: active?.dataset.kbd ?? null, name: active?.getAttribute('name') ?? null };
      });
    const reached: string[] = [];
    for (let presses = 0; presses < 60 && reached.length < expected.length; presses++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      expect(now.name, 'the hidden field is never focused').not.toBe('website');
      if (now.kbd !== null && !reached.includes(now.kbd)) reached.push(now.kbd);
    }
    expect(reached).toEqual(expected.map((_, index) => String(index)));

    // Now fill it in and send it, keyboard only: back to the name field with Shift+Tab.
    for (let presses = 0; presses < 10 && (await focused()).name !== 'name'; presses++) await page.keyboard.press('Shift+Tab');
    expect((await focused()).name).toBe('name');
    await page.keyboard.type('Yusuf Abdullahi');
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('email');
    await page.keyboard.type(`keyboard-${Date.now()}@example.org`);
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('message');
    await page.keyboard.type('I use a keyboard only. Could you tell me about mentoring?');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('Thank you for your message.');
    await expect(status).toBeFocused();
  });
});
