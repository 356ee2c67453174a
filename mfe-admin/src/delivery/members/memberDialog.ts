import type { CohortMember } from '@sla/data';

/** What a dialog about one member of a cohort is given: the member, and where the saved member goes with a notice. */
export interface MemberDialogProps {
  cohortId: string;
  member: CohortMember;
  onCancel: () => void;
  onSaved: (member: CohortMember, message: string) => void;
}
