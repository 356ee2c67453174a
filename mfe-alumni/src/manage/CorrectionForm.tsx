import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api, FIELDS_NEED_ATTENTION, routes, type AlumniProfileView } from '@sla/data';
import { ALUMNI_FIELDS } from '@sla/contract/schemas';
import { Field, FormProblem, SuccessNotice, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { fieldName } from '../names.js';
import { LinksEditor } from '../profile/LinksEditor.js';
import { countryOptions, type Option } from '../profile/options.js';
import { SkillsEditor } from '../profile/SkillsEditor.js';
import { checkCorrection, draftFrom, seenFields, type Correctable, type CorrectionDraft } from './correctionDraft.js';
import '../profile/profile.css';

/** A text field staff do not see: empty and private read the same to them, on purpose. */
const NOT_SHOWN = msg('Not given, or private to the alumnus.');
/** A list field staff do not see: an empty one would be an empty list, so null means private. */
const PRIVATE = msg('Private to the alumnus.');

/** One field staff cannot see: named, said to be private, and not editable. */
function NotShown({ label, text = NOT_SHOWN }: { label: string; text?: string }) {
  return (
    <div className="field">
      <p className="manage-private__label">{label}</p>
      <p className="manage-private">{t(text)}</p>
    </div>
  );
}

/**
 * Staff correcting what an alumnus wrote: every field staff see, checked with the service's schema. Fields the
 * alumnus keeps to themself are shown as private and sent empty, which the service reads as "leave it alone".
 * Visibility and openness stay the alumnus's own choice.
 */
export function CorrectionForm({
  view,
  programmes,
  onSaved,
}: {
  view: AlumniProfileView;
  programmes: Option[];
  onSaved: (view: AlumniProfileView) => void;
}) {
  // From the profile as it was opened: a field staff empty while correcting stays editable (it would read as private).
  const [seen] = useState(() => seenFields(view));
  const [draft, setDraft] = useState<CorrectionDraft>(() => draftFrom(view));
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState({}, { formRef });
  const errors = form.fieldErrors;

  const change = (patch: Partial<CorrectionDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(null);
    for (const name of Object.keys(patch)) form.clearFieldErrors((key) => key === name || key.startsWith(`${name}.`));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    setSaved(null);
    const checked = checkCorrection(draft, seen);
    if (!checked.ok) return form.refuse(checked.errors, FIELDS_NEED_ATTENTION);
    void form.submit(async () => {
      const updated = await api(routes.correctAlumniProfile, { params: { uid: view.uid }, body: checked.input });
      setDraft(draftFrom(updated));
      setSaved(t('Corrections saved. The alumnus is told which parts of their profile changed.'));
      onSaved(updated);
    });
  };

  const text = (name: 'headline' | 'institution' | 'city', label: string, max: number) =>
    seen[name] ? (
      <Field label={label} id={`correct-${name}`} error={errors[name]}>
        {(control) => (
          <input {...control} value={draft[name]} maxLength={max} onChange={(event) => change({ [name]: event.target.value })} />
        )}
      </Field>
    ) : (
      <NotShown label={label} />
    );

  const select = (
    name: Correctable & ('programId' | 'field' | 'country'),
    label: string,
    options: Option[],
    none: string,
    hint?: string,
  ): ReactNode =>
    seen[name] ? (
      <Field label={label} id={`correct-${name}`} error={errors[name]} hint={hint}>
        {(control) => (
          <select {...control} value={draft[name]} onChange={(event) => change({ [name]: event.target.value })}>
            <option value="">{none}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    ) : (
      <NotShown label={label} />
    );

  return (
    <form ref={formRef} className="manage-form" onSubmit={submit} noValidate aria-labelledby="correct-heading">
      <h2 id="correct-heading">{t('Correct the profile')}</h2>
      <p className="field__hint">
        {t(
          'Fix mistakes in what the alumnus wrote. Who sees each part, and whether they take messages or mentor, stay their choice.',
        )}
      </p>
      <FormProblem message={form.failure} />
      {text('headline', t('Headline'), 120)}
      {select(
        'programId',
        t('Programme'),
        programmes,
        t('No programme'),
        t('Programme and year set from a completed cohort stay as they are.'),
      )}
      {seen.cohortYear ? (
        <Field label={t('Year')} id="correct-cohortYear" error={errors.cohortYear} hint={t('The year they finished.')}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={draft.cohortYear}
              maxLength={4}
              onChange={(event) => change({ cohortYear: event.target.value })}
            />
          )}
        </Field>
      ) : (
        <NotShown label={t('Year')} />
      )}
      {select(
        'field',
        t('Field'),
        ALUMNI_FIELDS.map((field) => ({ value: field, label: fieldName(field) })),
        t('No field'),
      )}
      {text('institution', t('Institution'), 150)}
      {select('country', t('Country'), countryOptions(), t('No country'))}
      {text('city', t('City'), 100)}
      {seen.bio ? (
        <Field
          label={t('Short bio')}
          id="correct-bio"
          error={errors.bio}
          hint={t('{count}/{max} characters.', { count: draft.bio.length, max: 1000 })}
          hintBelow
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={1000}
              value={draft.bio}
              onChange={(event) => change({ bio: event.target.value })}
            />
          )}
        </Field>
      ) : (
        <NotShown label={t('Short bio')} />
      )}
      {seen.links ? (
        <LinksEditor links={draft.links} errors={errors} onChange={(links) => change({ links })} />
      ) : (
        <NotShown label={t('Links')} text={PRIVATE} />
      )}
      {seen.skills ? (
        <SkillsEditor skills={draft.skills} errors={errors} onChange={(skills) => change({ skills })} />
      ) : (
        <NotShown label={t('Skills')} text={PRIVATE} />
      )}
      <SuccessNotice message={saved} />
      <button type="submit" className="button button--primary" disabled={form.submitting}>
        {form.submitting ? t('Saving…') : t('Save corrections')}
      </button>
    </form>
  );
}
