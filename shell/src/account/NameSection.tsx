import { useState, type FormEvent } from 'react';
import { api, routes } from '@sla/data';
import { updateProfileInput } from '@sla/contract/schemas';
import { formErrors } from '@sla/auth/forms';
import { Field, FormProblem, SuccessNotice, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { accountActions, explainAccountError } from './accountActions.js';
import { Section } from './Section.js';

/** The display name, saved in the profile (what staff and the navigation show) and in Firebase. */
export function NameSection({ current }: { current: string }) {
  const form = useFormState({ displayName: current }, { explain: explainAccountError() });
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const invalid = formErrors(updateProfileInput, form.values);
    if (invalid) return form.refuse(invalid);
    void form.submit(async () => {
      const displayName = form.values.displayName.trim();
      await api(routes.updateOwnProfile, { body: { displayName } });
      await accountActions.setDisplayName(displayName);
      await accountActions.refresh();
      setDone(t('Your name is saved.'));
    });
  };

  return (
    <Section title={t('Your name')} intro={t('How you are greeted and how staff see you.')}>
      <form onSubmit={submit} noValidate aria-label={t('Your name')}>
        <FormProblem message={form.failure} />
        <Field label={t('Display name')} error={form.fieldErrors.displayName}>
          {(control) => <input {...control} autoComplete="name" {...form.bind('displayName')} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('Saving…') : t('Save name')}
        </button>
        <SuccessNotice message={done} />
      </form>
    </Section>
  );
}
