import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { localReleaseStore, portalNeeds, previewToken, publishRelease } from '@sla/releases';
import { REPO_ROOT, workspaceTemp } from '../support/env.js';
import { startSite } from '../support/servers.js';
import { buildVariant } from '../support/variants.js';

const SECRET = 'e2e-preview-secret';
const LIVE = "Nurturing Africa's next generation of scientist-leaders";
const CHANGED = "Growing Africa's next generation of scientist-leaders";

/** Runs a release command as a team's pipeline would, against this test's store. */
function releaseCommand(deployRoot: string, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'tools', 'release', 'cli.mjs'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DEPLOY_ROOT: deployRoot, RELEASE_BY: 'Public team', RELEASE_PREVIEW_SECRET: SECRET },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a public portal released alone: previewed in one browser, promoted, old chunks still load, rolled back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A deployment of our own (with its own release store inside), so the shared e2e server is never touched.
  const deployRoot = await workspaceTemp('releases-');
  await cp(join(REPO_ROOT, 'dist'), deployRoot, {
    recursive: true,
    filter: (path) => !path.startsWith(join(REPO_ROOT, 'dist', 'releases')),
  });
  const store = localReleaseStore(join(deployRoot, 'releases'));
  const site = await startSite(deployRoot, 0, { RELEASE_PREVIEW_SECRET: SECRET });
  const publish = async (project: string, distDir: string, minute: number, needs = portalNeeds) =>
    (
      await publishRelease({
        store,
        project,
        distDir,
        commit: `${minute}0e2e000000`,
        by: 'Public team',
        now: new Date(Date.UTC(2026, 10, 29, 2, minute)),
        describe: needs,
      })
    ).id;
  const visitor = await browser.newContext();
  const previewer = await browser.newContext();
  try {
    const live = await publish('mfe-public', join(deployRoot, 'mfe-public'), 1);
    const variant = await buildVariant(
      'mfe-public',
      async (read, write) => write('src/screens/Home.tsx', (await read('src/screens/Home.tsx')).replace('Nurturing', 'Growing')),
      { ssr: true },
    );
    let candidate: string;
    try {
      candidate = await publish('mfe-public', variant.outDir, 2);
    } finally {
      await variant.cleanup();
    }
    expect(await releaseCommand(deployRoot, 'promote', 'mfe-public', live)).toMatchObject({
      code: 0,
      out: `mfe-public ${live} is live.\n`,
    });

    const page = await visitor.newPage();
    await page.goto(`${site.origin}/`);
    await expect(heading(page)).toHaveText(LIVE);

    // The candidate in one browser only, with the bar that says so.
    const preview = await previewer.newPage();
    await preview.goto(`${site.origin}/__preview?token=${previewToken({ project: 'mfe-public', id: candidate }, SECRET)}`);
    await expect(heading(preview)).toHaveText(CHANGED);
    await expect(preview.getByRole('status').filter({ hasText: 'Previewing' })).toHaveText(
      `Previewing mfe-public ${candidate} - Leave preview`,
    );
    await page.reload();
    await expect(heading(page)).toHaveText(LIVE);

    // Promoted while the visitor's page is open: its next screen still loads, from the release it started with.
    expect((await releaseCommand(deployRoot, 'promote', 'mfe-public', candidate)).code).toBe(0);
    const oldChunk = page.waitForResponse((response) => response.url().includes(`/releases/mfe-public/${live}/assets/`));
    await page.getByRole('navigation').getByRole('link', { name: 'About' }).first().click();
    expect((await oldChunk).status()).toBe(200);
    await expect(heading(page)).toHaveText(/About/);
    await page.goto(`${site.origin}/`);
    await expect(heading(page)).toHaveText(CHANGED);
    expect(await (await fetch(`${site.origin}/`)).text()).toContain(CHANGED.replace("'", '&#x27;'));

    await preview.getByRole('link', { name: 'Leave preview' }).click();
    await expect(heading(preview)).toHaveText(CHANGED);
    await expect(preview.getByText('Previewing')).toHaveCount(0);

    // Back to the release live before, for the next load and the server-rendered page alike.
    expect(await releaseCommand(deployRoot, 'rollback', 'mfe-public')).toMatchObject({
      code: 0,
      out: `mfe-public is back on ${live}.\n`,
    });
    await page.reload();
    await expect(heading(page)).toHaveText(LIVE);
    const listed = await releaseCommand(deployRoot, 'list', 'mfe-public');
    expect(listed.out.split('\n')[0]).toMatch(new RegExp(`^ +${candidate}  released .* by Public team; promoted `));
    expect(listed.out.split('\n')[1]).toMatch(new RegExp(`^\\* live ${live}  released .*; rolled back to `));

    // A release the live shell cannot run is refused, in one sentence, and changes nothing.
    const incompatible = await publish('mfe-public', join(deployRoot, 'mfe-public'), 3, async () => ({
      portalContract: 1,
      shared: { react: '^20.0.0' },
    }));
    const refused = await releaseCommand(deployRoot, 'promote', 'mfe-public', incompatible);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      new RegExp(
        `^Refused: mfe-public ${incompatible} needs react \\^20\\.0\\.0, but the deployed shell provides react 19\\.\\d+\\.\\d+\\.\\n$`,
      ),
    );

    // Two teams promoting at the same moment: both stick.
    const admin = await publish('mfe-admin', join(deployRoot, 'mfe-admin'), 4);
    const [one, two] = await Promise.all([
      releaseCommand(deployRoot, 'promote', 'mfe-admin', admin),
      releaseCommand(deployRoot, 'promote', 'mfe-public', candidate),
    ]);
    expect([one.code, two.code]).toEqual([0, 0]);
    const { remotes } = await (await fetch(`${site.origin}/runtime-config.json`)).json();
    expect(remotes['mfe-admin']).toBe(`/releases/mfe-admin/${admin}/mf-manifest.json`);
    expect(remotes['mfe-public']).toBe(`/releases/mfe-public/${candidate}/mf-manifest.json`);
  } finally {
    await visitor.close();
    await previewer.close();
    await site.close();
    await rm(deployRoot, { recursive: true, force: true });
  }
});
