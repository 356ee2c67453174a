#!/usr/bin/env node
// npm run pipeline -- <project> [--base <ref>]: one team's pipeline. Lints, type-checks and unit-tests only what the
// change touches (Nx affected against the base, main by default), then builds what the composed site needs (from
// Nx's cache where nothing changed) and runs that project's end-to-end smoke inside the whole site (e2e/smoke.json).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** The end-to-end spec files that are `project`'s smoke, or a sentence saying why there are none. */
export function smokeFiles(project, smoke = JSON.parse(readFileSync(join(root, 'e2e', 'smoke.json'), 'utf8'))) {
  const files = smoke[project];
  if (!files) throw new Error(`"${project ?? ''}" has no smoke in e2e/smoke.json: one of ${Object.keys(smoke).join(', ')}.`);
  return files.map((file) => `e2e/tests/${file}`);
}

/** The steps of the pipeline, as commands: each is run in turn and the first failure stops it. */
export function pipelineSteps(project, base) {
  const nx = require.resolve('nx/bin/nx.js');
  const playwright = require.resolve('@playwright/test/cli');
  return [
    {
      what: `lint, type checks and unit tests of what changed since ${base}`,
      args: [nx, 'affected', '-t', 'lint', 'typecheck', 'test', `--base=${base}`],
    },
    {
      what: 'the builds the composed site needs',
      args: [nx, 'run-many', '-t', 'build', '--projects=tag:type:host,tag:type:remote,tag:type:service'],
    },
    {
      what: `${project}'s end-to-end smoke in the composed site`,
      args: [playwright, 'test', '-c', 'e2e/playwright.config.ts', ...smokeFiles(project)],
    },
  ];
}

function main(argv) {
  const project = argv.find((arg) => !arg.startsWith('--') && argv[argv.indexOf(arg) - 1] !== '--base');
  const base = argv.includes('--base') ? argv[argv.indexOf('--base') + 1] : process.env.NX_BASE || 'main';
  let steps;
  try {
    steps = pipelineSteps(project, base);
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  for (const step of steps) {
    console.log(`\n▶ ${step.what}`);
    const result = spawnSync(process.execPath, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_NO_CLOUD: 'true' },
    });
    if (result.status !== 0) {
      console.error(`\n✖ ${project}'s pipeline stopped at: ${step.what}.`);
      return result.status ?? 1;
    }
  }
  console.log(`\n✔ ${project}'s pipeline passed.`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
