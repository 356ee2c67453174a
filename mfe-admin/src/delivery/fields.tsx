import { msg, t } from '@sla/i18n';
import { InputField, TextAreaField, type FieldFrame, type TextValue } from '../programs/editorFields.js';
import { timeZoneLabel } from '../programs/timeZones.js';

const MARKDOWN_HINT = msg(
  'Markdown: a blank line between paragraphs, ## for a heading, - for a list, **bold**, [link text](https://…).',
);

/** A long text written in Markdown (students read it rendered), with a short reminder of the syntax under it. */
export function MarkdownField(props: Omit<Parameters<typeof TextAreaField>[0], 'hint'>) {
  return <TextAreaField rows={8} {...props} hint={t(MARKDOWN_HINT)} />;
}

/**
 * A date and time typed as clocks show it in the programme's time zone (students see it in that zone too), whatever
 * zone the browser is in; the caller converts it with zonedLocalToIso.
 */
export function ZonedDateTimeField({ zone, ...field }: Omit<FieldFrame, 'hint'> & TextValue & { zone: string }) {
  return (
    <InputField
      {...field}
      type="datetime-local"
      hint={t('In the programme’s time zone: {zone}.', { zone: timeZoneLabel(zone) })}
    />
  );
}

/** A module's or an assignment's title: one line, as long as the service's schema takes. */
export function TitleField({ error, value, onChange }: Pick<FieldFrame, 'error'> & TextValue) {
  return <InputField label={t('Title')} error={error} maxLength={200} value={value} onChange={onChange} />;
}
