import { useId, useRef, useState, type FormEvent } from 'react';
import {
  api,
  DataError,
  FIELDS_NEED_ATTENTION,
  isDataError,
  orNull,
  routes,
  type EditorEvent,
  type EventTranslationFields,
} from '@sla/data';
import { eventTranslationInput, type EventTranslationInput } from '@sla/contract/schemas';
import { FailureAlert, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { ConflictDialog } from '../editor/ConflictDialog.js';
import { KeptText } from '../editor/KeptText.js';
import { isConflict, isSlugTaken } from '../editor/saveErrors.js';
import { browserTimeZone } from '../editor/timeZones.js';
import { LEAVE_QUESTION, useLeaveGuard } from '@sla/portal-kit/writing';
import { VersionsPanel } from '../editor/VersionsPanel.js';
import type { VersionsSource } from '../editor/versionsSource.js';
import { EVENT_FRENCH_FIELDS, withImage } from '../translations/frenchFields.js';
import { FrenchVersionPanel } from '../translations/FrenchVersionPanel.js';
import type { TranslationsSource } from '../translations/translationsSource.js';
import { DeleteEventDialog } from './DeleteEventDialog.js';
import { buildEventInput, draftFromEvent, emptyEventDraft, type EventDraft } from './eventDraft.js';
import { EVENT_FIELDS, valuesOfDraft, valuesOfEvent } from './eventFields.js';
import { EventFields } from './EventFields.js';

/** An event's saved versions. */
const eventVersions: VersionsSource<EditorEvent> = {
  list: async (id) => (await api(routes.listEventVersions, { params: { id } })).items,
  get: (id, number) => orNull(api(routes.getEventVersion, { params: { id, version: String(number) } })),
  restore: (id, number) => api(routes.restoreEventVersion, { params: { id, version: String(number) } }),
};

/** An event's French version. */
const eventTranslations: TranslationsSource<EventTranslationFields, EventTranslationInput> = {
  get: (id, locale) => orNull(api(routes.getEventTranslation, { params: { id, locale } })),
  save: (id, locale, body) => api(routes.saveEventTranslation, { params: { id, locale }, body }),
  remove: (id, locale) => api(routes.deleteEventTranslation, { params: { id, locale } }),
};

/** The service's "address taken" 409 as an error beside the address field, where the editor can fix it. */
function placeSlugTaken(error: unknown): unknown {
  if (!isSlugTaken(error) || !isDataError(error) || error.fieldErrors.slug) return error;
  return new DataError('conflict', error.message, { slug: error.message });
}

/**
 * Creates or edits one event: checked with the shared schema before sending, saved with the version
 * it was opened at (a later save by someone else is shown side by side, nothing lost), with its
 * versions beside it. Leaving with unsaved changes asks first.
 */
export function EventEditor({
  event,
  canDelete,
  canPublish,
  onSaved,
  onDeleted,
  onClose,
}: {
  /** null for a new event. */
  event: EditorEvent | null;
  canDelete: boolean;
  canPublish: boolean;
  onSaved: (event: EditorEvent, created: boolean) => void;
  onDeleted: (event: EditorEvent) => void;
  onClose: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The event as last saved here (or opened): its version is the base of the next save.
  const [saved, setSaved] = useState<EditorEvent | null>(event);
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftFromEvent(event) : emptyEventDraft(browserTimeZone())));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draft));
  const form = useFormState({}, { formRef });
  const [notice, setNotice] = useState('');
  const [conflict, setConflict] = useState(false);
  const [kept, setKept] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [frenchUnsaved, setFrenchUnsaved] = useState(false);

  const dirty = JSON.stringify(draft) !== baseline;
  const { leaveOnPurpose } = useLeaveGuard(dirty);

  /** Shows `next` as the saved event; what was typed while it was on its way stays (and shows as unsaved). */
  const show = (next: EditorEvent, sent: string | null) => {
    const fresh = draftFromEvent(next);
    setSaved(next);
    setDraft((current) => (sent === null || JSON.stringify(current) === sent ? fresh : current));
    setBaseline(JSON.stringify(fresh));
  };

  const save = (baseVersion = saved?.version) => {
    setNotice('');
    const built = buildEventInput(draft, saved ? baseVersion : undefined);
    if (!built.ok) return form.refuse(built.errors, t('{problem} Nothing was saved.', { problem: t(FIELDS_NEED_ATTENTION) }));
    const sent = JSON.stringify(draft);
    const creating = !saved;
    void form.submit(async () => {
      let result: EditorEvent;
      try {
        result = saved
          ? await api(routes.updateEvent, { params: { id: saved.id }, body: built.input })
          : await api(routes.createEvent, { body: built.input });
      } catch (error) {
        if (saved && isConflict(error)) return setConflict(true);
        throw placeSlugTaken(error);
      }
      show(result, sent);
      setNotice(
        creating
          ? t('Created {name}.', { name: result.title })
          : t('Saved {name} (version {number}).', { name: result.title, number: result.version }),
      );
      leaveOnPurpose(() => onSaved(result, creating));
    });
  };

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!form.submitting) save();
  };

  const close = () => {
    if ((dirty || frenchUnsaved) && !window.confirm(LEAVE_QUESTION)) return;
    leaveOnPurpose(onClose);
  };

  const title = saved ? saved.title : t('New event');

  return (
    <div className="item-editor">
      <form ref={formRef} className="item-editor__form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
        <div className="item-editor__header">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="link-button" onClick={close} disabled={form.submitting}>
            {t('Back to all events')}
          </button>
        </div>
        {kept !== null ? <KeptText text={kept} onDismiss={() => setKept(null)} /> : null}
        <EventFields
          draft={draft}
          errors={form.fieldErrors}
          canPublish={canPublish}
          onChange={(next, changed) => {
            setDraft(next);
            setNotice('');
            for (const name of changed) form.clearFieldErrors((field) => field === name || field.startsWith(`${name}.`));
          }}
        />
        <div className="save-bar">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Saving…') : saved ? t('Save event') : t('Create event')}
          </button>
          <p className="autosave-status" role="status" aria-live="polite">
            {notice || (dirty && !form.submitting ? t('Unsaved changes') : '')}
          </p>
          {canDelete && saved ? (
            <button
              type="button"
              className="button button--outline button--danger-outline item-editor__delete"
              onClick={() => setDeleting(true)}
              disabled={form.submitting}
            >
              {t('Delete event')}
            </button>
          ) : null}
        </div>
        <FailureAlert message={form.failure} />
      </form>

      {saved ? (
        <aside className="item-editor__side" aria-label={t('About this event')}>
          <VersionsPanel
            versions={eventVersions}
            id={saved.id}
            currentVersion={saved.version}
            current={valuesOfDraft(draft)}
            fields={EVENT_FIELDS}
            unsaved={dirty}
            onRestored={(restored) => {
              show(restored, null);
              setNotice(t('Restored: it is now version {number}.', { number: restored.version }));
            }}
          />
        </aside>
      ) : null}
      {saved ? (
        <FrenchVersionPanel
          translations={eventTranslations}
          id={saved.id}
          fields={withImage(EVENT_FRENCH_FIELDS, draft.coverImage !== null)}
          english={{
            title: draft.title,
            summary: draft.summary,
            location: draft.online ? '' : draft.location,
            body: draft.body,
            coverImageAlt: draft.coverImage?.alt ?? '',
          }}
          schema={eventTranslationInput}
          onUnsavedChange={setFrenchUnsaved}
        />
      ) : null}

      {conflict && saved ? (
        <ConflictDialog<EditorEvent>
          loadLatest={() => orNull(api(routes.getEditorEvent, { params: { id: saved.id } }))}
          mine={valuesOfDraft(draft)}
          valuesOf={valuesOfEvent}
          fields={EVENT_FIELDS}
          onKeepMine={(latest) => {
            setConflict(false);
            setSaved(latest);
            save(latest.version);
          }}
          onTakeTheirs={(latest, myText) => {
            setConflict(false);
            show(latest, null);
            setKept(myText);
          }}
          onCancel={() => setConflict(false)}
        />
      ) : null}
      {deleting && saved ? (
        <DeleteEventDialog
          event={saved}
          onCancel={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            leaveOnPurpose(() => onDeleted(saved));
          }}
        />
      ) : null}
    </div>
  );
}
