import type { FieldErrors } from '@sla/data';
import { zonedLocalToIso } from '@sla/domain';
import { formatShortDateTime } from '@sla/data-views';
import type { ProgramDraft } from './draft.js';
import { InputField, NumberField, SelectField, TextAreaField, textOf, type FieldFrame, type TextValue } from './editorFields.js';
import { slugify } from './ids.js';
import { optionsOf, STATUS_HINTS, STATUS_LABELS } from './labels.js';
import { TIME_ZONES, timeZoneLabel } from './timeZones.js';

const MARKDOWN_HINT = 'Markdown: a blank line between paragraphs, - for a list, **bold**, [link text](https://…).';

/** An optional long text written in Markdown, with the Markdown hint under it. */
function MarkdownField(props: Omit<Parameters<typeof TextAreaField>[0], 'hint' | 'optional'>) {
  return <TextAreaField {...props} hint={MARKDOWN_HINT} optional />;
}

/** "That is 31 Jan 2027, 20:59 UTC.": the typed time as an instant, so staff can check the zone did what they meant. */
function instantHint(local: string, zone: string): string | undefined {
  if (!local) return undefined;
  const iso = zonedLocalToIso(local, zone);
  return iso && zone !== 'UTC' ? `That is ${formatShortDateTime(iso, 'UTC')} UTC.` : undefined;
}

/** An optional time in the programme's zone, with the instant it stands for under it. */
function DateTimeField({ zone, ...field }: Omit<FieldFrame, 'hint' | 'optional'> & TextValue & { zone: string }) {
  return <InputField {...field} hint={instantHint(field.value, zone)} optional type="datetime-local" />;
}

/** Name, address, texts, status, application window and capacity of a programme. */
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
  const zones = TIME_ZONES.some((entry) => entry.zone === draft.timeZone)
    ? TIME_ZONES
    : [{ zone: draft.timeZone, label: timeZoneLabel(draft.timeZone) }, ...TIME_ZONES];

  const changeName = (name: string) => {
    const followsName = isNew && draft.slug === slugify(draft.name, '');
    onChange(followsName ? { name, slug: slugify(name, '') } : { name });
  };

  const text = textOf(draft, onChange);

  return (
    <div className="builder-panel">
      <InputField label="Name" error={errors.name} maxLength={120} value={draft.name} onChange={changeName} />
      <InputField
        label="Web address"
        hint={`Lower-case words joined by -, e.g. stepup-scholars. The page is at /programs/${draft.slug || '…'}.`}
        error={errors.slug}
        maxLength={80}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...text('slug')}
      />
      <TextAreaField
        label="Summary"
        hint="One sentence, shown in lists of programmes."
        error={errors.summary}
        rows={2}
        maxLength={400}
        {...text('summary')}
      />
      <MarkdownField label="Description" error={errors.description} rows={6} {...text('description')} />
      <MarkdownField label="Who it is for" error={errors.whoFor} rows={4} {...text('whoFor')} />
      <MarkdownField label="How to apply" error={errors.howToApply} rows={4} {...text('howToApply')} />
      <SelectField
        label="Status"
        hint={STATUS_HINTS[draft.status]}
        error={errors.status}
        options={optionsOf(STATUS_LABELS)}
        value={draft.status}
        onChange={(status) => onChange({ status })}
      />

      <fieldset className="builder-fieldset">
        <legend>Application window</legend>
        <p className="field__hint">
          Applications are taken between these times, as clocks show them in the time zone chosen here.
        </p>
        <SelectField
          label="Time zone"
          error={errors.timeZone}
          options={zones.map((entry) => ({ value: entry.zone, label: entry.label }))}
          {...text('timeZone')}
        />
        <div className="builder-row">
          <DateTimeField label="Opens" zone={draft.timeZone} error={errors.opensAt} {...text('opensLocal')} />
          <DateTimeField label="Closes" zone={draft.timeZone} error={errors.closesAt} {...text('closesLocal')} />
        </div>
      </fieldset>

      <NumberField
        label="Places"
        hint="How many people the programme can take. Leave empty for no limit."
        error={errors.capacity}
        optional
        {...text('capacity')}
      />
    </div>
  );
}
