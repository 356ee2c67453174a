import { useId } from 'react';
import { api, routes, type ReferenceRequest } from '@sla/data';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

/** Name and e-mail of a referee to ask for slot `slot` (or to ask instead of one who has not answered). */
export function RefereeForm({
  applicationId,
  slot,
  replacing,
  onSent,
  onCancel,
}: {
  applicationId: string;
  slot: number;
  /** The referee being replaced, whose link stops working. */
  replacing?: string;
  onSent: (request: ReferenceRequest) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const form = useFormState({ name: '', email: '' });
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(async () =>
      onSent(
        await api(routes.requestReference, {
          params: { id: applicationId, slot: String(slot) },
          body: { name: form.values.name, email: form.values.email },
        }),
      ),
    );
  };
  return (
    <form className="referee-form" onSubmit={send} noValidate>
      {replacing ? (
        <p className="referee-form__note">{t('{name} will no longer be able to use their link.', { name: replacing })}</p>
      ) : null}
      <FormProblem message={form.failure} />
      <Field id={`${id}-name`} label={t('Referee’s name')} error={form.fieldErrors.name} required>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            value={form.values.name}
            onChange={(event) => form.setValue('name', event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-email`}
        label={t('Referee’s e-mail')}
        hint={t('We send them a link to upload or write their letter; they need no account.')}
        error={form.fieldErrors.email}
        required
      >
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
          />
        )}
      </Field>
      <div className="detail-actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('Sending…') : t('Send request')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--outline" onClick={onCancel} disabled={form.submitting}>
            {t('Cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
