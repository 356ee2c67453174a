import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEMO, openSignedIn } from '../support/accounts.js';
import { E2E_API_PORT, E2E_PORT, E2E_STUDENT_RELEASE_KEY, REPO_ROOT } from '../support/env.js';

/** The release command as the student portal's pipeline runs it on a deployed site: through the data service, with its key. */
function throughService(key: string, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'tools', 'release', 'cli.mjs'), ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        RELEASE_API_URL: `http://127.0.0.1:${E2E_PORT}/api`,
        RELEASE_KEY: key,
        RELEASE_BY: 'Student team',
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)!;

test('a team releases with its own key through the service; an admin sees it and rolls it back; both are in the activity log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The deployed student portal's build, published twice (as two releases of the same commit would be).
  const build = join(REPO_ROOT, 'dist', 'mfe-student');
  const first = await throughService(E2E_STUDENT_RELEASE_KEY, 'release', 'mfe-student', '--from', build);
  expect(first.code, first.err).toBe(0);
  const older = lastLine(first.out);
  expect(first.out.trim().split('\n').at(-2)).toMatch(
    new RegExp(`^Preview: http://127\\.0\\.0\\.1:${E2E_PORT}/__preview\\?token=`),
  );
  // Ids are to the second: the next release of the same commit starts in the next one.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const second = await throughService(E2E_STUDENT_RELEASE_KEY, 'release', 'mfe-student', '--from', build);
  expect(second.code, second.err).toBe(0);
  const newer = lastLine(second.out);
  expect(newer > older).toBe(true);

  // Another project, or a wrong key: refused in one sentence, nothing changed.
  const otherProject = await throughService(E2E_STUDENT_RELEASE_KEY, 'promote', 'mfe-public', newer);
  expect(otherProject).toMatchObject({ code: 1, err: 'That key releases mfe-student, not mfe-public.\n' });
  expect((await throughService('not-the-student-key-at-all-000000', 'promote', 'mfe-student', newer)).err).toBe(
    "Send mfe-student's release key in X-Release-Key.\n",
  );

  for (const id of [older, newer])
    expect(await throughService(E2E_STUDENT_RELEASE_KEY, 'promote', 'mfe-student', id)).toMatchObject({
      code: 0,
      out: `mfe-student ${id} is live.\n`,
    });
  const config = await (await fetch(`http://127.0.0.1:${E2E_PORT}/runtime-config.json`)).json();
  expect(config.remotes['mfe-student']).toBe(`/releases/mfe-student/${newer}/mf-manifest.json`);

  // The admin's Releases screen: what is live, how it got there, and the way back.
  await openSignedIn(page, DEMO.admin, '/admin/releases');
  const card = page.getByRole('region', { name: /Student portal/ });
  await expect(card.getByText(`Live: ${newer}`)).toBeVisible();
  await expect(card.getByText(/^Promoted .* by Student team \(mfe-student key\)$/)).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`^Preview ?: ${older} \\(opens in a new tab\\)$`) })).toHaveAttribute(
    'href',
    /^\/__preview\?token=/,
  );
  await card.getByRole('button', { name: /^Roll back ?: mfe-student$/ }).click();
  const dialog = page.getByRole('dialog', { name: `Roll mfe-student back to ${older}?` });
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(card.getByText(`mfe-student is back on ${older}. Visitors get it on their next page load.`)).toBeVisible();
  await expect(card.getByText(`Live: ${older}`)).toBeVisible();
  const after = await (await fetch(`http://127.0.0.1:${E2E_PORT}/runtime-config.json`)).json();
  expect(after.remotes['mfe-student']).toBe(`/releases/mfe-student/${older}/mf-manifest.json`);

  // The team sees the same history; the activity log has the team's promotions and the admin's rollback.
  const listed = await throughService(E2E_STUDENT_RELEASE_KEY, 'list', 'mfe-student');
  expect(listed.out).toMatch(
    new RegExp(`^\\* live ${older}  released .* by Student team \\(mfe-student key\\); rolled back to .* by .*\\(admin\\)$`, 'm'),
  );
  await page.goto('/admin/activity?kind=releases');
  await expect(page.getByText(`mfe-student back on ${older} (was ${newer}), by`).first()).toBeVisible();
  await expect(
    page.getByText(`mfe-student ${newer} live (was ${older}), by Student team (mfe-student key)`).first(),
  ).toBeVisible();

  // Straight to the data service, too: the key is checked there, whatever is in front of it.
  const direct = await fetch(`http://127.0.0.1:${E2E_API_PORT}/api/releases/mfe-student/rollback`, { method: 'POST' });
  expect(direct.status).toBe(401);
});
