import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTALS } from '@sla/build-tools/portals';
import { pipelineSteps, smokeFiles } from './portal.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const smoke = JSON.parse(readFileSync(join(root, 'e2e', 'smoke.json'), 'utf8'));

describe("a team's pipeline", () => {
  it('has a smoke for the shell and every portal, made of end-to-end files that exist', () => {
    expect(Object.keys(smoke).sort()).toEqual(['shell', ...PORTALS.map((portal) => portal.project)].sort());
    for (const [project, files] of Object.entries(smoke)) {
      expect(files.length, project).toBeGreaterThan(1);
      for (const file of smokeFiles(project)) expect(existsSync(join(root, file)), file).toBe(true);
    }
  });

  it('checks what changed since the base, builds, then runs the smoke of that project alone', () => {
    const steps = pipelineSteps('mfe-alumni', 'main');
    expect(steps.map((step) => step.args.slice(1, 3))).toEqual([
      ['affected', '-t'],
      ['run-many', '-t'],
      ['test', '-c'],
    ]);
    expect(steps[0].args).toContain('--base=main');
    expect(steps[2].args.slice(-2)).toEqual(['e2e/tests/homes.spec.ts', 'e2e/tests/alumni.spec.ts']);
    expect(() => pipelineSteps('mfe-nope', 'main')).toThrow('"mfe-nope" has no smoke in e2e/smoke.json');
  });
});
