import { execFileSync } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT, workspaceTemp } from './env.js';

/**
 * Builds a changed copy of one portal, the way its team would ship a new release: the portal's
 * folder is copied under tmp/ (inside the workspace, so packages resolve), `edit` changes its
 * sources, and the portal alone is built with its own vite config into a fresh folder.
 */
export async function buildVariant(
  project: string,
  edit: (read: (file: string) => Promise<string>, write: (file: string, text: string) => Promise<void>) => Promise<void>,
  { ssr = false }: { ssr?: boolean } = {},
) {
  const work = await workspaceTemp(`variant-${project}-`);
  const source = join(work, project);
  await cp(join(REPO_ROOT, project), source, { recursive: true, filter: (path) => !path.includes('node_modules') });
  // The copy sits deeper than the original: point its tsconfig at the workspace's base config.
  await writeFile(
    join(source, 'tsconfig.json'),
    JSON.stringify({ extends: join(REPO_ROOT, 'tsconfig.base.json'), include: ['src', '*.ts'] }),
  );
  await edit(
    (file) => readFile(join(source, file), 'utf8'),
    (file, text) => writeFile(join(source, file), text),
  );
  // Laid out as a deployment (deploy/<project>/), so startSite(deployRoot) serves it under /mfe/<project>/.
  const deployRoot = join(work, 'deploy');
  const outDir = join(deployRoot, project);
  execFileSync(
    join(REPO_ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', join(source, 'vite.config.ts'), '--logLevel', 'error'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, OUT_DIR: outDir },
      stdio: 'pipe',
    },
  );
  // With its server-rendering bundle (ssr/ in the same folder), as a release of the public portal carries.
  if (ssr)
    execFileSync(
      join(REPO_ROOT, 'node_modules', '.bin', 'vite'),
      ['build', '--config', join(source, 'vite.ssr.config.ts'), '--logLevel', 'error'],
      { cwd: REPO_ROOT, env: { ...process.env, OUT_DIR: outDir }, stdio: 'pipe' },
    );
  return { outDir, deployRoot, cleanup: () => rm(work, { recursive: true, force: true }) };
}
