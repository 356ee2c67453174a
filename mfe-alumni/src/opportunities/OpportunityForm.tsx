import { useId, useRef, useState, type FormEvent } from 'react';
import type { OpportunityView } from '@sla/data';
import {
  ALUMNI_FIELDS,
  fieldErrors,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_LIMITS,
  opportunityInput,
  type OpportunityInput,
} from '@sla/contract/schemas';
import { Field, FieldError, FormProblem, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { leaveOnPurpose, MarkdownEditor, useLeaveGuard } from '@sla/portal-kit/writing';
import { Link } from '@sla/router';
import { fieldName, localCountryName } from '../names.js';
import { countryOptions } from '../profile/options.js';
import { kindName } from './names.js';

type Draft = {
  kind: string;
  title: string;
  organisation: string;
  location: string;
  deadline: string;
  applyUrl: string;
  howToApply: string;
  details: string;
};

const draftOf = (opportunity: OpportunityView | null): Draft => ({
  kind: opportunity?.kind ?? 'job',
  title: opportunity?.title ?? '',
  organisation: opportunity?.organisation ?? '',
  location: opportunity?.location ?? '',
  deadline: opportunity?.deadline ?? '',
  applyUrl: opportunity?.applyUrl ?? '',
  howToApply: opportunity?.howToApply ?? '',
  details: opportunity?.details ?? '',
});

/**
 * An opportunity's every part, checked with the schema the service applies, then sent with `send`. Leaving with
 * unsent changes asks first. `onSent` is told the opportunity as the service keeps it.
 */
export function OpportunityForm({
  opportunity,
  send,
  onSent,
}: {
  /** The one being changed, or null for a new one. */
  opportunity: OpportunityView | null;
  send: (input: OpportunityInput) => Promise<OpportunityView>;
  onSent: (opportunity: OpportunityView) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = draftOf(opportunity);
  const form = useFormState<Draft>(initial, { formRef });
  const [remote, setRemote] = useState(opportunity?.remote ?? false);
  const [fields, setFields] = useState<string[]>(opportunity?.fields ?? []);
  const [countries, setCountries] = useState<string[]>(opportunity?.countries ?? []);
  const { values } = form;
  const changed =
    (Object.keys(initial) as (keyof Draft)[]).some((key) => values[key] !== initial[key]) ||
    remote !== (opportunity?.remote ?? false) ||
    fields.join() !== (opportunity?.fields ?? []).join() ||
    countries.join() !== (opportunity?.countries ?? []).join();
  useLeaveGuard(changed && !form.submitting);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = opportunityInput.safeParse({ ...values, remote, fields, countries });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      const sent = await send(checked.data);
      leaveOnPurpose(() => onSent(sent));
    });
  };

  const toggleField = (field: string, on: boolean) => {
    setFields((current) => (on ? [...current, field] : current.filter((item) => item !== field)));
    form.clearFieldErrors((name) => name.startsWith('fields'));
  };
  const addCountry = (code: string) => {
    if (code && !countries.includes(code)) setCountries([...countries, code]);
    form.clearFieldErrors((name) => name.startsWith('countries'));
  };
  const errorOf = (prefix: string) =>
    Object.entries(form.fieldErrors).find(([name]) => name === prefix || name.startsWith(`${prefix}.`))?.[1] ?? null;

  return (
    <form ref={formRef} className="opportunity-form" onSubmit={submit} noValidate aria-describedby={`${id}-about`}>
      <p id={`${id}-about`} className="opportunity-form__about">
        {t('It goes on the board at once, under your name, for alumni, students and staff. Your e-mail address is never shown.')}
      </p>
      <FormProblem message={form.failure} />
      <Field label={t('Kind')} error={form.fieldErrors.kind} required>
        {(control) => (
          <select {...control} {...form.bind('kind')}>
            {OPPORTUNITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindName(kind)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('Title')} error={form.fieldErrors.title} required>
        {(control) => <input {...control} {...form.bind('title')} maxLength={OPPORTUNITY_LIMITS.title} autoComplete="off" />}
      </Field>
      <Field label={t('Organisation')} error={form.fieldErrors.organisation} required>
        {(control) => (
          <input {...control} {...form.bind('organisation')} maxLength={OPPORTUNITY_LIMITS.organisation} autoComplete="off" />
        )}
      </Field>
      <Field
        label={t('Place')}
        hint={t('City and country, or leave empty if it is remote only.')}
        error={form.fieldErrors.location}
      >
        {(control) => <input {...control} {...form.bind('location')} maxLength={OPPORTUNITY_LIMITS.location} />}
      </Field>
      <label className="opportunity-form__check">
        <input type="checkbox" checked={remote} onChange={(event) => setRemote(event.target.checked)} />
        {t('Can be done remotely')}
      </label>
      <Field
        label={t('Deadline')}
        hint={t('Open through this day; it leaves the board after it.')}
        error={form.fieldErrors.deadline}
        required
      >
        {(control) => <input {...control} {...form.bind('deadline')} type="date" />}
      </Field>
      <Field label={t('Link to apply')} hint={t('Starting with https://.')} error={form.fieldErrors.applyUrl}>
        {(control) => <input {...control} {...form.bind('applyUrl')} type="url" inputMode="url" maxLength={500} />}
      </Field>
      <Field
        label={t('How to apply')}
        hint={t('If there is no link: whom to write to, what to send.')}
        error={form.fieldErrors.howToApply}
        optional
      >
        {(control) => <textarea {...control} {...form.bind('howToApply')} rows={2} maxLength={OPPORTUNITY_LIMITS.howToApply} />}
      </Field>
      <MarkdownEditor
        label={t('Details')}
        hint={t('What it offers, who may apply, what to send. Headings, bold, lists and links from the toolbar.')}
        value={values.details}
        onChange={(details) => form.setValue('details', details)}
        error={form.fieldErrors.details}
        rows={10}
        previewLabel={t('Preview of the details')}
      />
      <fieldset className="opportunity-form__set">
        <legend>{t('Fields (up to 5)')}</legend>
        <div className="opportunity-form__fields">
          {ALUMNI_FIELDS.map((field) => (
            <label key={field} className="opportunity-form__check">
              <input
                type="checkbox"
                checked={fields.includes(field)}
                onChange={(event) => toggleField(field, event.target.checked)}
              />
              {fieldName(field)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-fields-error`} message={errorOf('fields')} />
      </fieldset>
      <fieldset className="opportunity-form__set">
        <legend>{t('Countries (up to 10)')}</legend>
        {countries.length ? (
          <ul className="opportunity-form__chosen">
            {countries.map((code) => (
              <li key={code}>
                {localCountryName(code)}{' '}
                <button
                  type="button"
                  className="button button--small button--outline"
                  aria-label={t('Remove {country}', { country: localCountryName(code) })}
                  onClick={() => setCountries(countries.filter((item) => item !== code))}
                >
                  {t('Remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Field label={t('Add a country')}>
          {(control) => (
            <select {...control} value="" onChange={(event) => addCountry(event.target.value)}>
              <option value="">{t('Choose a country')}</option>
              {countryOptions()
                .filter((option) => !countries.includes(option.value))
                .map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
            </select>
          )}
        </Field>
        <FieldError id={`${id}-countries-error`} message={errorOf('countries')} />
      </fieldset>
      <div className="opportunity-form__actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('Saving…') : opportunity ? t('Save changes') : t('Post opportunity')}
        </button>
        <Link to={opportunity ? `/alumni/opportunities/${encodeURIComponent(opportunity.id)}` : '/alumni/opportunities'}>
          {t('Cancel')}
        </Link>
      </div>
    </form>
  );
}
