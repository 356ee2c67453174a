import { api, routes } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { formatDate, personName } from '../../format.js';
import type { MemberDialogProps } from './memberDialog.js';

/**
 * Asks before changing whether a student who joined late owes the work due before they joined: by default they do not
 * (it shows to them as "set before you joined" and does not count against their progress).
 */
export function EarlierWorkDialog({ cohortId, member, onCancel, onSaved }: MemberDialogProps) {
  const name = personName(member);
  const joined = formatDate(member.joinedAt);
  const owes = !member.owesEarlierWork;
  const save = async () => {
    const saved = await api(routes.setEarlierWork, { params: { id: cohortId, uid: member.uid }, body: { owes } });
    onSaved(
      saved,
      owes
        ? t('{name} now owes the work due before they joined.', { name })
        : t('{name} no longer owes the work due before they joined.', { name }),
    );
  };
  return (
    <ConfirmDialog
      title={
        owes
          ? t('Ask {name} for the work due before they joined?', { name })
          : t('Excuse {name} from the work due before they joined?', { name })
      }
      label={owes ? t('Ask for earlier work') : t('Excuse earlier work')}
      busyLabel={t('Saving…')}
      onConfirm={save}
      onCancel={onCancel}
    >
      {owes
        ? t(
            '{name} joined on {date}. The work due before then will count as for everyone else: overdue once past its due date, and in their progress.',
            { name, date: joined },
          )
        : t(
            '{name} joined on {date}. The work due before then will show to them as set before they joined, and will not count against their progress.',
            { name, date: joined },
          )}
    </ConfirmDialog>
  );
}
