import { invalidInput } from '@sla/contract';
import type { ProgramSettingsInput } from '@sla/contract/schemas';
import { programSettingsProblems } from '@sla/domain';

/** Refuses settings that break the rules the shared schema cannot express, with a message beside each field. */
export function requireValidProgramSettings(input: ProgramSettingsInput): void {
  const problems = programSettingsProblems(input);
  if (Object.keys(problems).length) throw invalidInput(problems);
}
