import { useId } from 'react';
import type { FieldErrors } from '@sla/data';
import { zonedLocalToIso } from '@sla/domain';
import { Field } from '@sla/forms';
import { ImagePicker } from '../editor/ImagePicker.js';
import { MarkdownEditor } from '../editor/MarkdownEditor.js';
import { TimeZoneSelect } from '../editor/TimeZoneSelect.js';
import { formatInZone } from '../editor/format.js';
import { browserTimeZone } from '../editor/timeZones.js';
import { withTitle, type EventDraft } from './eventDraft.js';

/** "Starts Wed 10 Mar 2027, 18:00 (Africa/Lagos)": the moment typed, in words with its zone, or nothing yet. */
function momentInWords(prefix: string, local: string, zone: string): string {
  const iso = local ? zonedLocalToIso(local, zone) : null;
  return iso ? `${prefix} ${formatInZone(iso, zone)}` : '';
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
  const starts = momentInWords('Starts', draft.startsLocal, draft.timeZone);
  const ends = momentInWords('Ends', draft.endsLocal, draft.timeZone);

  return (
    <div className="event-fields">
      <Field label="Title" error={errors.title} required>
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
        label="Address"
        hint="A short name for the event in the site's addresses; made from the title until you change it."
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
      <Field label="Summary" optional hint="One or two sentences for the list of events." error={errors.summary}>
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
        <legend>When</legend>
        <div className="event-fields__row">
          <Field label="Starts" error={errors.startsAt} required>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={draft.startsLocal}
                onChange={(event) => set({ startsLocal: event.target.value })}
              />
            )}
          </Field>
          <Field label="Ends" optional error={errors.endsAt}>
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
          label="Time zone of these times"
          value={draft.timeZone}
          onChange={(timeZone) => set({ timeZone })}
          error={errors.timeZone}
          browserZone={browserTimeZone()}
        />
        <p className="event-fields__words" aria-live="polite">
          {starts || 'Choose when it starts.'}
          {ends ? (
            <>
              <br />
              {ends}
            </>
          ) : null}
        </p>
      </fieldset>

      <fieldset className="event-fields__group">
        <legend>Where</legend>
        <label className="event-fields__check">
          <input type="checkbox" checked={draft.online} onChange={(event) => set({ online: event.target.checked })} />
          Online
        </label>
        {draft.online ? null : (
          <Field label="Place" optional hint="The venue and town, as visitors should read it." error={errors.location}>
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
          label="Registration link"
          optional
          hint="Where visitors sign up, starting with https://."
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
        label="Cover image"
        value={draft.coverImage}
        onChange={(coverImage) => set({ coverImage })}
        error={imageError(errors)}
      />
      <MarkdownEditor
        label="Description"
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
        Publish on the site
      </label>
      <p id={publishHint} className="field__hint">
        {canPublish
          ? 'Shown on the public site until it is over; unticked, it is kept here as a draft.'
          : 'Only editors who may publish can change this.'}
      </p>
    </div>
  );
}
