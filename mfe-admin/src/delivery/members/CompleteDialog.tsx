import { api, routes, type CohortMember, type Completion } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';
import { t } from '@sla/i18n';
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
  return (
    <ConfirmDialog
      title={t('Mark {name} as having completed {programName}?', { name, programName })}
      label={t('Mark as completed')}
      busyLabel={t('Saving…')}
      onConfirm={async () =>
        onCompleted(await api(routes.completeMember, { params: { id: cohortId, uid: member.uid }, body: {} }))
      }
      onCancel={onCancel}
    >
      {member.mentor
        ? t(
            'Their role becomes alumni, an alumni profile is started for them from their student record, and their mentoring with {mentor} ends. The change of role is kept in the audit log.',
            { mentor: mentorName(member.mentor) },
          )
        : t(
            'Their role becomes alumni, an alumni profile is started for them from their student record, and any mentoring ends. The change of role is kept in the audit log.',
          )}
    </ConfirmDialog>
  );
}
