import { expect, test, type Page } from '@playwright/test';
import { canOpen, ROLES, type Role } from '@sla/permissions';
import { AUTHENTICATED } from '@sla/permissions/spec-fixtures';
import { DEMO, signIn } from '../support/accounts.js';
import { clientNavigate } from '../support/site.js';

/** Written by hand (decision 0020): where each role lands after signing in, and the portals its switcher offers. */
const HOME: Record<Role, string> = {
  admin: '/admin',
  staff: '/admin',
  content_editor: '/content',
  alumni: '/alumni',
  applicant: '/applicant',
  student: '/student',
};
const SWITCHER: Record<Role, string[]> = {
  admin: ['Admin', 'Content', 'Alumni', 'Account'],
  staff: ['Admin', 'Alumni', 'Account'],
  content_editor: ['Content', 'Account'],
  alumni: ['Alumni', 'Account'],
  applicant: ['Applicant', 'Account'],
  student: ['Applicant', 'Student', 'Account'],
};

/** Every link on the page to a path of this site (downloads from the API aside). */
async function sitePaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === new URL(page.url()).origin && !url.pathname.startsWith('/api/'))
        .map((url) => url.pathname),
    ),
  ];
}

for (const role of ROLES) {
  test(`${role}: lands at home, is offered every portal it may open and no link the guard would refuse`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(HOME[role]);

    const switcher = page.getByRole('navigation', { name: 'Your portals' });
    await expect(switcher.getByRole('link')).toHaveText(SWITCHER[role]);

    // The name button leads home too.
    await clientNavigate(page, '/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: DEMO[role].displayName! }).click();
    await expect(page).toHaveURL(HOME[role]);

    // Every screen this role may open (no ids needed), and every link on each.
    const screens = AUTHENTICATED.filter(
      ([path, allowed]) => allowed.includes(role) && !/\d/.test(path) && path !== '/dashboard',
    );
    const offered = new Set<string>();
    for (const [path] of screens) {
      await clientNavigate(page, path);
      await expect(page, `${role} may open ${path}`).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      for (const linked of await sitePaths(page)) offered.add(`${path} → ${linked}`);
    }
    const refused = [...offered].filter((entry) => !canOpen(role, entry.split(' → ')[1]!));
    expect(refused, `links ${role} would be refused`).toEqual([]);
  });
}
