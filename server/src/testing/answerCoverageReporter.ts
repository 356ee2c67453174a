import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { UNWALKED_OPERATIONS } from './unwalkedOperations.js';

/**
 * At the end of a run of every server test file, fails the run when a declared operation never answered a success
 * that passed its declared schema (so its document could drift unseen), unless it is listed in UNWALKED_OPERATIONS;
 * and when a listed one did answer, so the list only shrinks. A run of some files only says nothing.
 */
export class AnswerCoverageReporter implements Reporter {
  constructor(
    private readonly root: string,
    private readonly listed: ReadonlySet<string> = UNWALKED_OPERATIONS,
  ) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const everyFile = readdirSync(join(this.root, 'src'), { recursive: true }).filter((file) =>
      String(file).endsWith('.spec.ts'),
    ).length;
    if (modules.length < everyFile) return;
    const checked = new Set(modules.flatMap((module) => module.meta().checkedOperations ?? []));
    const declared = new Set(modules.flatMap((module) => module.meta().declaredOperations ?? []));
    const unwalked = [...declared].filter((id) => !checked.has(id) && !this.listed.has(id));
    const walkedAfterAll = [...this.listed].filter((id) => checked.has(id) || !declared.has(id));
    console.log(
      `answers: ${checked.size} of ${declared.size} declared operations answered within their schemas in this run` +
        ` (${this.listed.size} listed as not walked yet)`,
    );
    if (unwalked.length)
      console.error(
        `No test had these operations answer a success, so nothing held their answers to their declarations: ${unwalked.join(', ')}. Add them to an access table (or a spec that calls them through the service).`,
      );
    if (walkedAfterAll.length)
      console.error(
        `Listed in server/src/testing/unwalkedOperations.ts but walked now (or no longer declared): ${walkedAfterAll.join(', ')}. Take them off the list.`,
      );
    if (unwalked.length || walkedAfterAll.length) process.exitCode = 1;
  }
}
