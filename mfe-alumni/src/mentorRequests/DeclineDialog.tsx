import { useId, useState } from 'react';
import { api, routes, type MentorRequest } from '@sla/data';
import { Dialog, DialogActions, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { askerName } from './MentorRequestsToMe.js';

/** Declining asks no reason; the mentor may also block the one who asked, who is never told of it. */
export function DeclineDialog({ request, onClose, onDone }: { request: MentorRequest; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [block, setBlock] = useState(false);
  const form = useFormState();
  const name = askerName(request);
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onClose} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Decline the request from {name}?', { name })}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {t('No reason is needed. They are told kindly that you cannot take on a new mentee just now.')}
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={block} onChange={(event) => setBlock(event.target.checked)} />{' '}
        {t('Also block {name}: they will not see you or be able to ask you again', { name })}
      </label>
      <DialogActions
        failure={form.failure}
        label={t('Decline')}
        busyLabel={t('Declining…')}
        busy={form.submitting}
        onAction={() =>
          void form.submit(async () => {
            await api(routes.declineMentorRequest, { params: { id: request.id }, body: { block } });
            onDone();
          })
        }
        onCancel={onClose}
      />
    </Dialog>
  );
}
