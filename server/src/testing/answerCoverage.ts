// The suites' record of which declared operations answered a success that passed its declared schema (issue 27:
// "a test walks every operation"). Each test file's record goes to the run's reporter through the file's meta
// (answerCoverageSetup.ts); the reporter (answerCoverageReporter.ts) fails a full run that left one out.
import { OPERATIONS } from '@sla/contract/operations';

const checked = new Set<string>();

/** Given to every test service as RouteDeps' answerChecked. */
export const noteAnswerChecked = (operationId: string): void => void checked.add(operationId);

/** What one test file adds to the run's record, then a clean slate for the worker's next file. */
export function takeAnswerCoverage(): { checkedOperations: string[]; declaredOperations: string[] } {
  const taken = { checkedOperations: [...checked], declaredOperations: OPERATIONS.map((operation) => operation.id) };
  checked.clear();
  return taken;
}

declare module 'vitest' {
  interface TaskMeta {
    /** The operations this file saw answer within their schemas. */
    checkedOperations?: string[];
    /** Every operation declared, as the workers see the contract. */
    declaredOperations?: string[];
  }
}
