import type { ProgramSettings } from '@sla/contract';
import type { ProgramRow } from '../db/schema.js';
import { toProgramSettings } from './toProgramSettings.js';

/** Applicants get the settings without the review rubric: how reviewers score is for reviewers. */
export function settingsFor(row: ProgramRow, staff: boolean): ProgramSettings {
  const settings = toProgramSettings(row);
  return staff ? settings : { ...settings, rubric: { criteria: [] } };
}
