import type { FieldErrors } from '@sla/data';
import { zonedLocalToIso } from '@sla/domain';
import { formatShortDateTime } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import type { ProgramDraft } from './draft.js';
import { InputField, NumberField, SelectField, TextAreaField, textOf, type FieldFrame, type TextValue } from './editorFields.js';
import { slugify } from './ids.js';
import { optionsOf, STATUS_HINTS, STATUS_LABELS } from './labels.js';
import { TIME_ZONES, timeZoneLabel } from './timeZones.js';

const MARKDOWN_HINT = msg('Markdown: a blank line between paragraphs, - for a list, **bold**, [link text](https://…).');

/** An optional long text written in Markdown, with the Markdown hint under it. */
function MarkdownField(props: Omit<Parameters<typeof TextAreaField>[0], 'hint' | 'optional'>) {
  return <TextAreaField {...props} hint={t(MARKDOWN_HINT)} optional />;
}

/** "That is 31 Jan 2027, 20:59 (UTC).": the typed time as an instant, so staff can check the zone did what they meant. */
function instantHint(local: string, zone: string): string | undefined {
  if (!local) return undefined;
  const iso = zonedLocalToIso(local, zone);
  return iso && zone !== 'UTC' ? t('That is {time}.', { time: formatShortDateTime(iso, { chosenZone: 'UTC' }) }) : undefined;
}

/** An optional time in the programme's zone, with the instant it stands for under it. */
function DateTimeField({ zone, ...field }: Omit<FieldFrame, 'hint' | 'optional'> & TextValue & { zone: string }) {
  return <InputField {...field} hint={instantHint(field.value, zone)} optional type="datetime-local" />;
}

const REFEREE_OPTIONS = ['0', '1', '2', '3'] as const;

/** Name, address, texts, status, application window, reference letters and capacity of a programme. */
export function DetailsPanel({
  draft,
  errors,
  isNew,
  onChange,
}: {
  draft: ProgramDraft;
  errors: FieldErrors;
  /** A new programme's address follows its name until edited; a saved one's never changes by itself (links to it would break). */
  isNew: boolean;
  onChange: (patch: Partial<ProgramDraft>) => void;
}) {
  const known = TIME_ZONES.some((entry) => entry.zone === draft.timeZone);
  const zones = (known ? TIME_ZONES : [{ zone: draft.timeZone }, ...TIME_ZONES]).map(({ zone }) => ({
    value: zone,
    label: timeZoneLabel(zone),
  }));

  const changeName = (name: string) => {
    const followsName = isNew && draft.slug === slugify(draft.name, '');
    onChange(followsName ? { name, slug: slugify(name, '') } : { name });
  };

  const text = textOf(draft, onChange);

  return (
    <div className="builder-panel">
      <InputField label={t('Name')} error={errors.name} maxLength={120} value={draft.name} onChange={changeName} />
      <InputField
        label={t('Web address')}
        hint={t('Lower-case words joined by -, e.g. stepup-scholars. The page is at /programs/{slug}.', {
          slug: draft.slug || '…',
        })}
        error={errors.slug}
        maxLength={80}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...text('slug')}
      />
      <TextAreaField
        label={t('Summary')}
        hint={t('One sentence, shown in lists of programmes.')}
        error={errors.summary}
        rows={2}
        maxLength={400}
        {...text('summary')}
      />
      <MarkdownField label={t('Description')} error={errors.description} rows={6} {...text('description')} />
      <MarkdownField label={t('Who it is for')} error={errors.whoFor} rows={4} {...text('whoFor')} />
      <MarkdownField label={t('How to apply')} error={errors.howToApply} rows={4} {...text('howToApply')} />
      <SelectField
        label={t('Status')}
        hint={t(STATUS_HINTS[draft.status])}
        error={errors.status}
        options={optionsOf(STATUS_LABELS)}
        value={draft.status}
        onChange={(status) => onChange({ status })}
      />

      <fieldset className="builder-fieldset">
        <legend>{t('Application window')}</legend>
        <p className="field__hint">
          {t('Applications are taken between these times, as clocks show them in the time zone chosen here.')}
        </p>
        <SelectField label={t('Time zone')} error={errors.timeZone} options={zones} {...text('timeZone')} />
        <div className="builder-row">
          <DateTimeField label={t('Opens')} zone={draft.timeZone} error={errors.opensAt} {...text('opensLocal')} />
          <DateTimeField label={t('Closes')} zone={draft.timeZone} error={errors.closesAt} {...text('closesLocal')} />
        </div>
      </fieldset>

      <fieldset className="builder-fieldset">
        <legend>{t('Reference letters')}</legend>
        <p className="field__hint">
          {t(
            'Applicants name their referees, who get an e-mail with a link to send a letter; reviewers read the letters. Leave the date empty to use the application window’s close. Applications already started keep the setting they started with.',
          )}
        </p>
        <div className="builder-row">
          <SelectField
            label={t('Referees asked')}
            error={errors['form.references.count']}
            options={REFEREE_OPTIONS.map((value) => ({
              value,
              label:
                value === '0' ? t('None') : t('{count, plural, one {# referee} other {# referees}}', { count: Number(value) }),
            }))}
            value={draft.referees}
            onChange={(referees) => onChange({ referees })}
          />
          <DateTimeField
            label={t('Letters due')}
            zone={draft.timeZone}
            error={errors['form.references.dueAt']}
            {...text('referencesDueLocal')}
          />
        </div>
      </fieldset>

      <NumberField
        label={t('Places')}
        hint={t('How many people the programme can take. Leave empty for no limit.')}
        error={errors.capacity}
        optional
        {...text('capacity')}
      />
    </div>
  );
}
