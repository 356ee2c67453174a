import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { DEMO, signIn } from '../support/accounts.js';
import { E2E_API_PORT, E2E_AUTH_PORT, REPO_ROOT } from '../support/env.js';
import { startSite } from '../support/servers.js';
import { expectNotReloaded, expectScreen, markDocument, waitForLiveApp } from '../support/site.js';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return violations;
}

test('public pages, sign-in and portals run under the policy with no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  const home = await page.goto('/');
  const policy = home!.headers()['content-security-policy']!;
  expect(/script-src [^;]*/.exec(policy)![0]).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Nurturing Africa's next generation of scientist-leaders");
  // The server-rendered page's inline loader ran (allowed by its nonce): the app took over, and
  // moves to the next page without a reload.
  await waitForLiveApp(page);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
  await expectScreen(page, 'Stories');
  await expectNotReloaded(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await expectScreen(page, 'Users and roles');
  await page.goto('/applicant');
  await page.goto('/blog/dynamerge-next-cohort');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an inline script without the nonce does not run', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/about');
  await expectScreen(page, 'About');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.appendChild(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  // The browser reports the violation as an event after the refusal, and exposeFunction carries it back on its own time.
  await expect.poll(() => violations.join('\n')).toContain('script-src');
});

test('every answer carries the security headers: pages, files, the runtime config and the API', async ({ request }) => {
  const paths = [
    '/',
    '/admin/users',
    '/favicon.svg',
    '/runtime-config.json',
    '/mfe/mfe-public/mf-manifest.json',
    '/api/public/home',
    '/api/no-such-endpoint',
  ];
  for (const path of paths) {
    const answer = await request.get(path);
    const headers = answer.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('microphone=()');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('a portal served from its own configured origin loads under the policy', async ({ page }) => {
  // The public portal on a second server (its "CDN"), and a site configured to load it from there.
  const cdn = await startSite(join(REPO_ROOT, 'dist'));
  const site = await startSite(join(REPO_ROOT, 'dist'), 0, {
    API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
    FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${E2E_AUTH_PORT}`,
    REMOTE_MFE_PUBLIC_URL: `${cdn.origin}/mfe/mfe-public/mf-manifest.json`,
  });
  try {
    const violations = await collectViolations(page);
    const portalRequests: string[] = [];
    page.on(
      'request',
      (request) => request.url().startsWith(`${cdn.origin}/mfe/mfe-public/`) && portalRequests.push(request.url()),
    );
    const answer = await page.goto(`${site.origin}/about`);
    expect(answer!.headers()['content-security-policy']).toContain(`script-src 'self' 'nonce-`);
    expect(answer!.headers()['content-security-policy']).toContain(cdn.origin);
    // Not server-rendered (the portal lives elsewhere): the page shows once the shell and the portal have loaded from
    // two servers, which a loaded CI machine has taken more than the usual 10 s to do.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About', { timeout: 30_000 });
    await expectScreen(page, 'About');
    // The app took over from the server-rendered page with the portal from the other origin.
    await waitForLiveApp(page);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
    await expectScreen(page, 'Stories');
    await expectNotReloaded(page);
    expect(portalRequests.some((url) => url.endsWith('.js'))).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    await site.close();
    await cdn.close();
  }
});
