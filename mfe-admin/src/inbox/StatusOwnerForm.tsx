import { useId } from 'react';
import { api, routes, type FollowUpThread } from '@sla/data';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from '@sla/contract/schemas';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { FOLLOW_UP_STATUS_LABELS } from './labels.js';

interface Props {
  thread: FollowUpThread;
  owners: readonly { uid: string; name: string }[] | null;
  onSaved: (thread: FollowUpThread) => void;
  /** Whether the last change made on the page was this form's (kept above it: the form starts afresh once saved). */
  saved: boolean;
}

/** Status and owner, saved together: any member of staff may take an item, hand it on or close it. */
export function StatusOwnerForm({ thread, owners, onSaved, saved }: Props) {
  const id = useId();
  const { item } = thread;
  const form = useFormState({ status: item.status as string, ownerUid: item.owner?.uid ?? '' });
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const body = { status: form.values.status as FollowUpStatus, ownerUid: form.values.ownerUid || null };
      onSaved(await api(routes.updateFollowUp, { params: { id: item.id }, body }));
    });
  };
  return (
    <form className="follow-up-item__form" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Status and owner')}</h2>
      <FormProblem message={form.failure} />
      <Field id={`${id}-status`} label={t('Status')} error={form.fieldErrors.status}>
        {(control) => (
          <select {...control} value={form.values.status} onChange={(event) => form.setValue('status', event.target.value)}>
            {FOLLOW_UP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(FOLLOW_UP_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-owner`} label={t('Owner')} error={form.fieldErrors.ownerUid}>
        {(control) => (
          <select {...control} value={form.values.ownerUid} onChange={(event) => form.setValue('ownerUid', event.target.value)}>
            <option value="">{t('Nobody yet')}</option>
            {owners?.map((owner) => (
              <option key={owner.uid} value={owner.uid}>
                {owner.name}
              </option>
            ))}
            {item.owner && !owners?.some((owner) => owner.uid === item.owner!.uid) ? (
              <option value={item.owner.uid}>{item.owner.name}</option>
            ) : null}
          </select>
        )}
      </Field>
      <div>
        <button type="submit" className="button button--outline" disabled={form.submitting}>
          {form.submitting ? t('Saving…') : t('Save')}
        </button>{' '}
        {saved ? (
          <span role="status" className="field__hint">
            {t('Saved.')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
