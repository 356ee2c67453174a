import { memo } from 'react';
import type { FieldErrors, ProfileField, ProfileVisibility } from '@sla/data';
import { ALUMNI_FIELDS } from '@sla/contract/schemas';
import { Field } from '@sla/forms';
import { formatNumber, t } from '@sla/i18n';
import { fieldName } from '../names.js';
import { MAX_BIO, type ProfileDraft } from './draft.js';
import { controlIdFor } from './fieldLabels.js';
import { countryOptions, type Option } from './options.js';
import { ProfileRow } from './ProfileRow.js';

export interface AboutFieldsProps {
  draft: ProfileDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ProfileDraft>) => void;
  onVisibility: (field: ProfileField, value: ProfileVisibility) => void;
  /** Programme and year came from the cohort the alumnus completed: shown, not edited. */
  fromCohort: boolean;
  programName: string | null;
  programmes: Option[];
  /** The list of programmes could not be loaded: only the profile's own is offered. */
  programmesFailed: boolean;
}

/** The text fields of the profile, each with who may see it: headline, programme and year, field, place, bio. */
export function AboutFields({
  draft,
  errors,
  onChange,
  onVisibility,
  fromCohort,
  programName,
  programmes,
  programmesFailed,
}: AboutFieldsProps) {
  const row = (field: ProfileField) => ({ field, visibility: draft.visibility[field], onVisibility });
  const text = (name: 'headline' | 'institution' | 'city', label: string, max: number, hint?: string) => (
    <Field label={label} id={controlIdFor(name)} error={errors[name]} optional hint={hint}>
      {(control) => (
        <input {...control} value={draft[name]} maxLength={max} onChange={(event) => onChange({ [name]: event.target.value })} />
      )}
    </Field>
  );
  const cohortNote = t('Set from the cohort you completed. If it is wrong, please contact the alumni team.');
  const bioCounterId = `${controlIdFor('bio')}-counter`;

  return (
    <>
      <ProfileRow {...row('headline')}>
        {text('headline', t('Headline'), 120, t('One line about what you do now, e.g. "Soil scientist at KALRO".'))}
      </ProfileRow>

      <ProfileRow {...row('programme')}>
        {fromCohort ? (
          <div className="field profile-fixed">
            <span className="profile-fixed__label" id="profile-programme-label">
              {t('Programme')}
            </span>
            <p className="profile-fixed__value" aria-labelledby="profile-programme-label">
              {programName ?? t('Not given')}
            </p>
            <p className="field__hint">{cohortNote}</p>
          </div>
        ) : (
          <Field
            label={t('Programme')}
            id={controlIdFor('programId')}
            error={errors['programId']}
            optional
            hint={
              programmesFailed ? t('The list of programmes could not be loaded; reload the page to choose another.') : undefined
            }
          >
            {(control) => (
              <select {...control} value={draft.programId} onChange={(event) => onChange({ programId: event.target.value })}>
                <option value="">{t('Not given')}</option>
                {programmes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </ProfileRow>

      <ProfileRow {...row('year')}>
        {fromCohort ? (
          <div className="field profile-fixed">
            <span className="profile-fixed__label" id="profile-year-label">
              {t('Cohort year')}
            </span>
            <p className="profile-fixed__value" aria-labelledby="profile-year-label">
              {draft.cohortYear || t('Not given')}
            </p>
          </div>
        ) : (
          <Field
            label={t('Cohort year')}
            id={controlIdFor('cohortYear')}
            error={errors['cohortYear']}
            optional
            hint={t('The year you finished, e.g. 2022.')}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                className="profile-year"
                value={draft.cohortYear}
                onChange={(event) => onChange({ cohortYear: event.target.value })}
              />
            )}
          </Field>
        )}
      </ProfileRow>

      <ProfileRow {...row('field')}>
        <Field label={t('Field')} id={controlIdFor('field')} error={errors['field']} optional>
          {(control) => (
            <select {...control} value={draft.field} onChange={(event) => onChange({ field: event.target.value })}>
              <option value="">{t('Not given')}</option>
              {ALUMNI_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {fieldName(field)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ProfileRow>

      <ProfileRow {...row('institution')}>{text('institution', t('Institution'), 150, t('Where you work or study.'))}</ProfileRow>

      <ProfileRow {...row('country')}>
        <Field label={t('Country')} id={controlIdFor('country')} error={errors['country']} optional>
          {(control) => (
            <select {...control} value={draft.country} onChange={(event) => onChange({ country: event.target.value })}>
              <option value="">{t('Not given')}</option>
              <CountryOptions />
            </select>
          )}
        </Field>
      </ProfileRow>

      <ProfileRow {...row('city')}>{text('city', t('City'), 100)}</ProfileRow>

      <ProfileRow {...row('bio')}>
        <Field label={t('Short bio')} id={controlIdFor('bio')} error={errors['bio']} optional describedBy={bioCounterId}>
          {(control) => (
            <>
              <textarea {...control} rows={5} value={draft.bio} onChange={(event) => onChange({ bio: event.target.value })} />
              <p
                id={bioCounterId}
                className={draft.bio.length > MAX_BIO ? 'profile-counter profile-counter--over' : 'profile-counter'}
              >
                {t('{count} of {max} characters', { count: formatNumber(draft.bio.length), max: formatNumber(MAX_BIO) })}
              </p>
            </>
          )}
        </Field>
      </ProfileRow>
    </>
  );
}

/** The 250 country options never change (for the page's language): rendered once, not on every keystroke in the form. */
const CountryOptions = memo(function CountryOptions() {
  return (
    <>
      {countryOptions().map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </>
  );
});
