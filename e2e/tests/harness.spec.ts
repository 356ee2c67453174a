import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PORTALS } from '@sla/build-tools/portals';
import { matchRoute } from '@sla/permissions';
import { REPO_ROOT } from '../support/env.js';

/** Starts a portal's own dev server, exactly what `npx nx serve <project>` runs, and waits for it. */
async function serveAlone(project: string, port: number) {
  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'vite'), ['--config', `${project}/vite.config.ts`], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://localhost:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { stop: () => process.kill(-child.pid!, 'SIGTERM'), output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-child.pid!, 'SIGTERM');
  throw new Error(`${project} dev server did not start:\n${output}`);
}

test.describe.configure({ mode: 'serial' });

for (const portal of PORTALS) {
  test(`${portal.project} runs on its own in its dev harness`, async ({ page }) => {
    test.setTimeout(90_000);
    const server = await serveAlone(portal.project, portal.devPort);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
    page.on('response', (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()} ${response.url()}`));
    // Failed loads are the response listener's to report; the browser's own favicon request has no response event, so
    // its "Failed to load resource" console line is left out.
    page.on('console', (message) => {
      if (!['error', 'warning'].includes(message.type()) || message.text().startsWith('Failed to load resource')) return;
      problems.push(`console ${message.type()}: ${message.text()}`);
    });
    try {
      const path = portal.prefix ?? '/about';
      await page.goto(`http://localhost:${portal.devPort}${path}`);
      await expect(page.getByText(`${portal.project} · dev harness`)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(portal.prefix ? matchRoute(path)!.route.screen : 'About', {
        timeout: 30_000,
      });
      // A clean load: no errors or warnings (React's "createRoot() on a container that has already been passed to
      // createRoot()" among them).
      expect(problems).toEqual([]);
    } catch (error) {
      throw new Error(`${String(error)}\n\nBrowser problems:\n${problems.join('\n')}\n\nDev server output:\n${server.output()}`, {
        cause: error,
      });
    } finally {
      server.stop();
    }
  });
}
