import { useId } from 'react';
import type { FieldErrors } from '@sla/data';
import { zonedLocalToIso } from '@sla/domain';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { ImagePicker } from '../editor/ImagePicker.js';
import { MarkdownEditor } from '../editor/MarkdownEditor.js';
import { TimeZoneSelect } from '../editor/TimeZoneSelect.js';
import { formatInZone } from '../editor/format.js';
import { browserTimeZone } from '../editor/timeZones.js';
import { withTitle, type EventDraft } from './eventDraft.js';

/** The moment typed, in the reader's words with its zone ("Wed 10 Mar 2027, 18:00 (Africa/Lagos)"), or null yet. */
function momentOf(local: string, zone: string): string | null {
  const iso = local ? zonedLocalToIso(local, zone) : null;
  return iso ? formatInZone(iso, zone) : null;
}

/** The image's errors, whichever part of it the schema named. */
const imageError = (errors: FieldErrors) => errors['coverImage.alt'] ?? errors['coverImage.url'] ?? errors.coverImage;

/** An event's fields, each with its error beside it. */
export function EventFields({
  draft,
  errors,
  canPublish,
  onChange,
}: {
  draft: EventDraft;
  errors: FieldErrors;
  canPublish: boolean;
  onChange: (next: EventDraft, changed: string[]) => void;
}) {
  const publishHint = useId();
  const set = (patch: Partial<EventDraft>) => onChange({ ...draft, ...patch }, Object.keys(patch));
  const startsAt = momentOf(draft.startsLocal, draft.timeZone);
  const endsAt = momentOf(draft.endsLocal, draft.timeZone);
  const starts = startsAt ? t('Starts {moment}', { moment: startsAt }) : '';
  const ends = endsAt ? t('Ends {moment}', { moment: endsAt }) : '';

  return (
    <div className="event-fields">
      <Field label={t('Title')} error={errors.title} required>
        {(control) => (
          <input
            {...control}
            value={draft.title}
            maxLength={220}
            onChange={(event) => onChange(withTitle(draft, event.target.value), ['title', 'slug'])}
          />
        )}
      </Field>
      <Field
        label={t('Address')}
        hint={t("A short name for the event in the site's addresses; made from the title until you change it.")}
        error={errors.slug}
      >
        {(control) => (
          <input
            {...control}
            value={draft.slug}
            maxLength={110}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => set({ slug: event.target.value, slugEdited: true })}
          />
        )}
      </Field>
      <Field label={t('Summary')} optional hint={t('One or two sentences for the list of events.')} error={errors.summary}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={520}
            value={draft.summary}
            onChange={(event) => set({ summary: event.target.value })}
          />
        )}
      </Field>

      <fieldset className="event-fields__group">
        <legend>{t('When')}</legend>
        <div className="event-fields__row">
          <Field label={t('Starts')} error={errors.startsAt} required>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={draft.startsLocal}
                onChange={(event) => set({ startsLocal: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('Ends')} optional error={errors.endsAt}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={draft.endsLocal}
                onChange={(event) => set({ endsLocal: event.target.value })}
              />
            )}
          </Field>
        </div>
        <TimeZoneSelect
          label={t('Time zone of these times')}
          value={draft.timeZone}
          onChange={(timeZone) => set({ timeZone })}
          error={errors.timeZone}
          browserZone={browserTimeZone()}
        />
        <p className="event-fields__words" aria-live="polite">
          {starts || t('Choose when it starts.')}
          {ends ? (
            <>
              <br />
              {ends}
            </>
          ) : null}
        </p>
      </fieldset>

      <fieldset className="event-fields__group">
        <legend>{t('Where')}</legend>
        <label className="event-fields__check">
          <input type="checkbox" checked={draft.online} onChange={(event) => set({ online: event.target.checked })} />
          {t('Online')}
        </label>
        {draft.online ? null : (
          <Field label={t('Place')} optional hint={t('The venue and town, as visitors should read it.')} error={errors.location}>
            {(control) => (
              <input
                {...control}
                value={draft.location}
                maxLength={320}
                onChange={(event) => set({ location: event.target.value })}
              />
            )}
          </Field>
        )}
        <Field
          label={t('Registration link')}
          optional
          hint={t('Where visitors sign up, starting with https://.')}
          error={errors.registrationUrl}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={draft.registrationUrl}
              onChange={(event) => set({ registrationUrl: event.target.value })}
            />
          )}
        </Field>
      </fieldset>

      <ImagePicker
        label={t('Cover image')}
        value={draft.coverImage}
        onChange={(coverImage) => set({ coverImage })}
        error={imageError(errors)}
      />
      <MarkdownEditor
        label={t('Description')}
        optional
        value={draft.body}
        onChange={(body) => set({ body })}
        error={errors.body}
        rows={10}
      />

      <label className="event-fields__check">
        <input
          type="checkbox"
          checked={draft.publish}
          disabled={!canPublish}
          aria-describedby={publishHint}
          onChange={(event) => set({ publish: event.target.checked })}
        />
        {t('Publish on the site')}
      </label>
      <p id={publishHint} className="field__hint">
        {canPublish
          ? t('Shown on the public site until it is over; unticked, it is kept here as a draft.')
          : t('Only editors who may publish can change this.')}
      </p>
    </div>
  );
}
