import { useId } from 'react';
import type { FollowUpThread } from '@sla/data';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { FOLLOW_UP_TEXT_MAX } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { checkInput } from '../delivery/checkInput.js';

interface WriteFormProps {
  label: string;
  hint: string;
  button: string;
  /** The shared schema the service parses it with: checked before sending, with the same words. */
  schema: Parameters<typeof checkInput<{ body: string }>>[0];
  send: (body: string) => Promise<FollowUpThread>;
  onSent: (thread: FollowUpThread) => void;
  disabled?: boolean;
}

/** A note or a reply: one text box, checked with the service's schema, cleared once it is in the thread. */
export function WriteForm({ label, hint, button, schema, send, onSent, disabled = false }: WriteFormProps) {
  const id = useId();
  const form = useFormState({ body: '' });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkInput(schema, { body: form.values.body });
    if (!checked.ok) return form.refuse(checked.errors, null);
    void form.submit(async () => {
      onSent(await send(checked.input.body));
      form.setValue('body', '');
    });
  };
  return (
    <form className="follow-up-item__form" onSubmit={submit} noValidate>
      <FormProblem message={form.failure} />
      <Field id={`${id}-body`} label={label} hint={hint} error={form.fieldErrors.body}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={FOLLOW_UP_TEXT_MAX}
            disabled={disabled}
            value={form.values.body}
            onChange={(event) => form.setValue('body', event.target.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="button button--primary" disabled={disabled || form.submitting}>
          {form.submitting ? t('Sending…') : button}
        </button>
      </div>
    </form>
  );
}
