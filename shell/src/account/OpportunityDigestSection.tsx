import { api, routes, type OpportunityDigest } from '@sla/data';
import { ALUMNI_FIELDS, type OpportunityDigestInput } from '@sla/contract/schemas';
import { FormProblem, SuccessNotice } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { Section } from './Section.js';
import { useSavedChoice } from './useSavedChoice.js';

/** The fields of study as the alumni profiles and the opportunities board name them (the values stay English). */
const FIELD_NAMES: Record<(typeof ALUMNI_FIELDS)[number], string> = {
  'Agriculture and food science': msg('Agriculture and food science'),
  Biology: msg('Biology'),
  Chemistry: msg('Chemistry'),
  'Computer science': msg('Computer science'),
  'Data science and AI': msg('Data science and AI'),
  'Earth and environmental science': msg('Earth and environmental science'),
  Engineering: msg('Engineering'),
  'Mathematics and statistics': msg('Mathematics and statistics'),
  'Medicine and health': msg('Medicine and health'),
  'Physics and astronomy': msg('Physics and astronomy'),
  'Public health': msg('Public health'),
  'Science policy and education': msg('Science policy and education'),
};

const same = (a: OpportunityDigest, b: OpportunityDigest) =>
  a.on === b.on && a.fields.length === b.fields.length && a.fields.every((field) => b.fields.includes(field));

/**
 * The weekly e-mail of new opportunities (decision 0045): opt-in, for some fields or every field. Shown only to those
 * who read the opportunities board (alumni, students, staff, admins).
 */
export function OpportunityDigestSection() {
  const setting = useSavedChoice<OpportunityDigest>({
    load: () => api(routes.getOpportunityDigest),
    save: (choice) => api(routes.setOpportunityDigest, { body: choice as OpportunityDigestInput }),
    same,
    savedMessage: (next) =>
      next.on ? t('You will get the weekly e-mail of new opportunities.') : t('You will not get the weekly e-mail.'),
  });
  const { choice, setChoice } = setting;
  const toggleField = (field: string, on: boolean) =>
    choice && setChoice({ ...choice, fields: on ? [...choice.fields, field] : choice.fields.filter((item) => item !== field) });

  return (
    <Section
      title={t('Weekly opportunities e-mail')}
      intro={t(
        'Once a week, the jobs, fellowships, calls for papers and scholarships posted on the board in your fields. Nothing is sent in a week with none.',
      )}
    >
      <FormProblem message={setting.problem} />
      {choice ? (
        <form onSubmit={setting.submit} aria-label={t('Weekly opportunities e-mail')}>
          <label className="account__choice">
            <input type="checkbox" checked={choice.on} onChange={(event) => setChoice({ ...choice, on: event.target.checked })} />
            <span>
              <strong>{t('Send me the weekly e-mail of new opportunities')}</strong>
            </span>
          </label>
          {choice.on ? (
            <fieldset className="account__choices account__fields">
              <legend>{t('Only in these fields (none chosen: every field)')}</legend>
              {ALUMNI_FIELDS.map((field) => (
                <label key={field} className="account__choice">
                  <input
                    type="checkbox"
                    checked={choice.fields.includes(field)}
                    onChange={(event) => toggleField(field, event.target.checked)}
                  />
                  <span>{t(FIELD_NAMES[field])}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <button type="submit" className="button button--primary" disabled={setting.submitting || setting.unchanged}>
            {setting.submitting ? t('Saving…') : t('Save')}
          </button>
          <SuccessNotice message={setting.done} />
        </form>
      ) : setting.loading ? (
        <p className="account__state">{t('Loading your choices…')}</p>
      ) : null}
    </Section>
  );
}
