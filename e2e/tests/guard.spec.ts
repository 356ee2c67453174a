import { expect, test } from '@playwright/test';
import { matchRoute, ROLES } from '@sla/permissions';
import { AUTHENTICATED, REDIRECT_OF } from '@sla/permissions/spec-fixtures';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { clientNavigate, expectNotReloaded, expectScreen, markDocument } from '../support/site.js';

test.describe('route guard, anonymous', () => {
  test('every authenticated route sends an anonymous visitor to /login with the full path', async ({ page }) => {
    // A page load per route of the table (over sixty now), like the signed-in walks below.
    test.setTimeout(120_000);
    for (const [path] of AUTHENTICATED) {
      const full = `${path}?tab=2&x=a%20b#part`;
      await page.goto(full);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(full)}`);
      await expectScreen(page, 'Sign In');
    }
  });

  test('after signing in, the visitor lands on the page they asked for', async ({ page }) => {
    await page.goto('/admin/users?role=student');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail address').fill(DEMO.admin.email);
    await form.getByLabel('Password').fill(DEMO.admin.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/admin/users?role=student');
    await expectScreen(page, 'Users and roles');
  });

  test('a redirect to another site is ignored: sign-in goes to the dashboard instead', async ({ page }) => {
    await signIn(page, DEMO.alumni, `/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await expect(page).toHaveURL('/alumni');
  });
});

test.describe('route guard, signed in through the Sign In screen', () => {
  for (const role of ROLES) {
    test(`${role}: every authenticated route opens or redirects as the route guard says`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO[role]);
      await markDocument(page);
      for (const [path, allowed] of AUTHENTICATED) {
        await clientNavigate(page, path);
        if (path === '/dashboard') {
          // Dashboard by role (docs/requirements.md#dashboard-by-role), then the guard of wherever that is.
          const landing = {
            admin: '/admin',
            staff: '/admin',
            alumni: '/alumni',
            applicant: '/applicant',
            student: '/student',
            content_editor: '/content',
          }[role];
          await expect(page, `${role} /dashboard`).toHaveURL(landing);
        } else if (allowed.includes(role)) {
          await expect(page, `${role} may open ${path}`).toHaveURL(path);
          await expectScreen(page, matchRoute(path)!.route.screen);
        } else {
          await expect(page, `${role} is sent away from ${path}`).toHaveURL(REDIRECT_OF[role]);
          await expectScreen(page, matchRoute(REDIRECT_OF[role])!.route.screen);
          // Never in silence: the page says which screen the role does not open.
          await expect(page.locator('.denied-notice'), `${role} is told why`).toHaveText(
            `Your role does not open “${matchRoute(path)!.route.screen}”, so you were brought here instead.`,
          );
        }
      }
      await expectNotReloaded(page);
    });
  }

  test('a refused screen is written to the audit log as a permission_check entry', async ({ page }) => {
    const person = await newPerson();
    await signIn(page, person);
    await clientNavigate(page, '/admin/users');
    await expect(page).toHaveURL('/applicant');
    const admin = await idTokenOf(DEMO.admin);
    await expect
      .poll(async () => (await api(admin, 'GET', `/audit-logs?userId=${person.uid}`)).body.items)
      .toEqual([
        expect.objectContaining({
          type: 'permission_check',
          userId: person.uid,
          granted: false,
          permission: 'manage_users',
          context: { source: 'guard', path: '/admin/users' },
        }),
      ]);
  });

  test('a profile without a role is sent to sign in', async ({ page }) => {
    const person = await newPerson({ displayName: 'Roleless Person' });
    await signIn(page, person);
    await page.route('**/api/users/me', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), role: null } });
    });
    await page.goto('/applicant');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toContainText('no role yet');
  });

  test('a profile that cannot be read sends the guard to sign in and the navigation bar treats the user as an applicant', async ({
    page,
  }) => {
    const person = await newPerson({ displayName: 'Unlucky Person' });
    await signIn(page, person);
    page.on('console', () => undefined);
    await page.route('**/api/users/me', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } })
        : route.fallback(),
    );
    await page.goto('/alumni');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toContainText('could not load your profile');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Unlucky Person' })).toHaveAttribute('href', '/applicant');
  });

  test('the navigation bar shows the display name; Logout signs out and goes home', async ({ page }) => {
    await signIn(page, DEMO.alumni);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.goto('/about');
    await nav.getByRole('link', { name: DEMO.alumni.displayName! }).click();
    await expect(page).toHaveURL('/alumni');
    await expect(page.getByText(`Welcome, ${DEMO.alumni.displayName}.`)).toBeVisible();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/alumni');
    await expect(page).toHaveURL(/\/login\?redirect=%2Falumni/);
  });

  test('display name falls back to Staff for an organisation e-mail, else to the e-mail', async ({ page }) => {
    const staffer = await newPerson({ displayName: null, email: `ops-${Date.now()}@scientistleaders.africa` });
    await signIn(page, staffer);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'Logout' }).click();
    const outsider = await newPerson({ displayName: null });
    await signIn(page, outsider);
    await expect(nav.getByRole('link', { name: outsider.email, exact: true })).toBeVisible();
  });
});
