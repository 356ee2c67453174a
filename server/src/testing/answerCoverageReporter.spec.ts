import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { AnswerCoverageReporter } from './answerCoverageReporter.js';

/** A project folder with `files` spec files, and test files' results carrying these records. */
function run(
  files: number,
  records: { checkedOperations?: string[]; declaredOperations?: string[] }[],
  listed: ReadonlySet<string> = new Set(),
) {
  const root = mkdtempSync(join(tmpdir(), 'answer-coverage-'));
  mkdirSync(join(root, 'src', 'area'), { recursive: true });
  for (let n = 0; n < files; n++) writeFileSync(join(root, 'src', 'area', `f${n}.spec.ts`), '');
  const modules = records.map((meta) => ({ meta: () => meta }) as unknown as TestModule);
  new AnswerCoverageReporter(root, listed).onTestRunEnd(modules);
}

describe('the answers record at the end of a run', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    vi.restoreAllMocks();
  });

  it('fails a full run that left a declared operation unwalked, naming it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const declared = ['listThings', 'renameThing', 'neverCalled'];
    run(2, [
      { checkedOperations: ['listThings'], declaredOperations: declared },
      { checkedOperations: ['renameThing'], declaredOperations: declared },
    ]);
    expect(process.exitCode).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toContain(': neverCalled.');
  });

  it('passes a full run that walked every operation, and says nothing of a partial run', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    run(2, [{ checkedOperations: ['a'], declaredOperations: ['a', 'b'] }, { checkedOperations: ['b'] }]);
    expect(process.exitCode).toBe(exitCode);
    expect(log.mock.calls.flat().join('\n')).toContain('answers: 2 of 2 declared operations');
    log.mockClear();
    run(3, [{ checkedOperations: [], declaredOperations: ['a', 'b'] }]);
    expect([process.exitCode, log.mock.calls.length]).toEqual([exitCode, 0]);
  });

  it('lets a listed operation go unwalked, and fails when a listed one is walked or no longer declared', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    run(1, [{ checkedOperations: ['a'], declaredOperations: ['a', 'b'] }], new Set(['b']));
    expect(process.exitCode).toBe(exitCode);
    run(1, [{ checkedOperations: ['a', 'b'], declaredOperations: ['a', 'b'] }], new Set(['b', 'gone']));
    expect(process.exitCode).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toContain('walked now (or no longer declared): b, gone.');
  });
});
