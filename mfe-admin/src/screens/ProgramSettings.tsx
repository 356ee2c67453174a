import { useState } from 'react';
import { api, errorMessage, orNull, routes, type ProgramSettings as Program } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { useLoad } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { useCan } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { ProgramEditor } from '../programs/ProgramEditor.js';
import { ProgramList } from '../programs/ProgramList.js';
import '../programs/programs.css';

const getProgram = (id: string) => orNull(api(routes.getProgram, { params: { id } }));

/** The editor's URL value for a programme not yet created. */
const NEW = 'new';

/**
 * Staff (manage_program_settings): the list of programmes, and one programme's editor at ?id=… (or
 * ?id=new), so a programme being edited can be linked to and survives a reload.
 */
export default function ProgramSettings() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  // The server refuses a delete without delete_programs anyway; this only spares staff a button that cannot work.
  const canDelete = useCan('delete_programs');

  // The programme as last seen (from the list, or as saved), so opening or saving it needs no second request.
  const [known, setKnown] = useState<Program | null>(null);
  // The id a programme got when created here: its editor carries on, with focus and messages, instead of starting again.
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

  const editorProps = {
    canDelete,
    onSaved: (program: Program, created: boolean) => {
      setKnown(program);
      if (created) {
        setCreatedAs(program.id);
        show(program.id, true);
      }
    },
    onDeleted: (program: Program) => {
      setKnown(null);
      setNotice(t('Deleted {name}.', { name: program.name }));
      show(null);
    },
    onClose: () => show(null),
  };

  return (
    <Screen title={t(screenName('/admin/programs'))} lead={t('Programmes, their application windows, forms and capacity.')}>
      <PortalNav />
      <SuccessNotice message={notice} />
      {!id ? (
        <ProgramList
          onOpen={(program) => {
            setNotice('');
            setKnown(program);
            show(program.id);
          }}
          onNew={() => {
            setNotice('');
            show(NEW);
          }}
        />
      ) : (
        // One element for new and saved programmes alike, so the editor of a programme just created stays mounted.
        <OpenProgram id={id} known={known?.id === id ? known : null} editorKey={createdAs === id ? NEW : id} {...editorProps} />
      )}
    </Screen>
  );
}

/** The editor of a new programme, or of a saved one, loading it first unless it is already known. */
function OpenProgram({
  id,
  known,
  editorKey,
  ...editorProps
}: {
  id: string;
  known: Program | null;
  editorKey: string;
  canDelete: boolean;
  onSaved: (program: Program, created: boolean) => void;
  onDeleted: (program: Program) => void;
  onClose: () => void;
}) {
  const loaded = useLoad(known || id === NEW ? null : () => getProgram(id), [id]);
  const program = known ?? (loaded.status === 'ready' ? loaded.value : null);

  if (id === NEW) return <ProgramEditor key={NEW} program={null} {...editorProps} />;
  if (program) return <ProgramEditor key={editorKey} program={program} {...editorProps} />;
  if (loaded.status === 'loading') return <Loading label={t('Loading the programme…')} />;
  if (loaded.status === 'error') {
    return (
      <ErrorPanel title={t('The programme could not be loaded')} onRetry={loaded.retry}>
        <p>{t(errorMessage(loaded.error))}</p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={t('We could not find that programme')}>
      <p>{t('It may have been deleted.')}</p>
      <button type="button" className="button button--outline" onClick={editorProps.onClose}>
        {t('Back to all programmes')}
      </button>
    </ErrorPanel>
  );
}
