import { useState } from 'react';
import { api, errorMessage, orNull, routes, type EditorEvent } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { useLoad } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { useCan } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { EventEditor } from '../events/EventEditor.js';
import { EventList } from '../events/EventList.js';
import '../other.css';

/** The editor's address for an event not yet created. */
const NEW = 'new';

type EditorProps = {
  canDelete: boolean;
  canPublish: boolean;
  onSaved: (event: EditorEvent, created: boolean) => void;
  onDeleted: (event: EditorEvent) => void;
  onClose: () => void;
};

/**
 * edit_content: every event, and one event's editor at ?id=… (or ?id=new), so an event being edited
 * can be linked to and survives a reload.
 */
export default function Events() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const canCreate = useCan('create_content');
  const canDelete = useCan('delete_content');
  const canPublish = useCan('publish_content');
  // The event as last seen (from the list, or as saved), so opening it needs no second request.
  const [known, setKnown] = useState<EditorEvent | null>(null);
  // An event created here keeps its editor (focus, messages) when the address gets its id.
  const [createdAs, setCreatedAs] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const show = (next: string | null, replace = false) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('id', next);
        else updated.delete('id');
        return updated;
      },
      { replace },
    );

  const editorProps: EditorProps = {
    canDelete,
    canPublish,
    onSaved: (event, created) => {
      setKnown(event);
      if (created) {
        setCreatedAs(event.id);
        show(event.id, true);
      }
    },
    onDeleted: (event) => {
      setKnown(null);
      setNotice(t('Deleted {name}.', { name: event.title }));
      show(null);
    },
    onClose: () => show(null),
  };

  return (
    <Screen
      title={t(screenName('/content/events'))}
      lead={t('Events with their dates and places. Past events leave the public list by themselves.')}
      wide
    >
      <PortalNav />
      <SuccessNotice message={notice} />
      {!id ? (
        <EventList
          canCreate={canCreate}
          onOpen={(event) => {
            setNotice('');
            setKnown(event);
            show(event.id);
          }}
          onNew={() => {
            setNotice('');
            show(NEW);
          }}
        />
      ) : (
        <OpenEvent id={id} known={known?.id === id ? known : null} editorKey={createdAs === id ? NEW : id} {...editorProps} />
      )}
    </Screen>
  );
}

/** A new event's editor, or a saved one's, loading it first unless it is already known. */
function OpenEvent({
  id,
  known,
  editorKey,
  ...editorProps
}: { id: string; known: EditorEvent | null; editorKey: string } & EditorProps) {
  const loaded = useLoad(known || id === NEW ? null : () => orNull(api(routes.getEditorEvent, { params: { id } })), [id]);
  const event = known ?? (loaded.status === 'ready' ? loaded.value : null);

  if (id === NEW) return <EventEditor key={NEW} event={null} {...editorProps} />;
  if (event) return <EventEditor key={editorKey} event={event} {...editorProps} />;
  if (loaded.status === 'loading') return <Loading label={t('Loading the event…')} />;
  if (loaded.status === 'error') {
    return (
      <ErrorPanel title={t('The event could not be loaded')} onRetry={loaded.retry}>
        <p>{t(errorMessage(loaded.error))}</p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={t('We could not find that event')}>
      <p>{t('It may have been deleted.')}</p>
      <button type="button" className="button button--outline" onClick={editorProps.onClose}>
        {t('Back to all events')}
      </button>
    </ErrorPanel>
  );
}
