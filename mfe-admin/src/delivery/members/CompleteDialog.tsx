import { data, type CohortMember, type Completion } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';
import { personName } from '../../format.js';
import { mentorName } from '../labels.js';

/** Asks before marking a student as having completed the programme, saying plainly what it changes. */
export function CompleteDialog({
  cohortId,
  programName,
  member,
  onCancel,
  onCompleted,
}: {
  cohortId: string;
  programName: string;
  member: CohortMember;
  onCancel: () => void;
  onCompleted: (completion: Completion) => void;
}) {
  const name = personName(member);
  const mentoring = member.mentor ? `their mentoring with ${mentorName(member.mentor)} ends` : 'any mentoring ends';
  return (
    <ConfirmDialog
      title={`Mark ${name} as having completed ${programName}?`}
      label="Mark as completed"
      busyLabel="Saving…"
      onConfirm={async () => onCompleted(await data.delivery.complete(cohortId, member.uid, {}))}
      onCancel={onCancel}
    >
      Their role becomes alumni, an alumni profile is started for them from their student record, and {mentoring}. The change of
      role is kept in the audit log.
    </ConfirmDialog>
  );
}
