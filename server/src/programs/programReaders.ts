import type { Permission } from '@sla/permissions';
import { can } from '../access.js';
import type { Caller } from '../context.js';
import type { ProgramRow } from '../db/schema.js';

/** Staff see every programme with its rubric. */
export const STAFF_PROGRAM_READERS = ['manage_program_settings', 'view_applications'] as const satisfies readonly Permission[];
/** Applicants (and students, for their past applications) see the programmes they can apply to or did. */
export const APPLICANT_PROGRAM_READERS = ['apply_to_programs', 'view_own_applications'] as const satisfies readonly Permission[];

export const isStaffReader = (caller: Caller | null) => STAFF_PROGRAM_READERS.some((permission) => can(caller, permission));

/** Applicants see what the public site shows: programmes that run or have run, never drafts or archived ones. */
export const visibleToApplicants = (row: Pick<ProgramRow, 'status'>) => row.status === 'active' || row.status === 'closed';
