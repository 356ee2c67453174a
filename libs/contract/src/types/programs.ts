/** Programme statuses ("active" takes applications in its window). Visitors see active and closed ones. */
export type ProgramStatus = 'draft' | 'active' | 'closed' | 'archived';

/** The public programme pages: declared with their operations (contract/site/pages). */
export type { ApplicationWindow, ApplicationWindowState, Program, ProgramSummary } from '../operations/site/pages.js';
