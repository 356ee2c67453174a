import { useState } from 'react';
import { api, errorMessage, orNull, routes, type ProgramPage } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { useLoad } from '@sla/data-views';
import { PortalNav } from '../PortalNav.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { useLiveLoad } from '../overview/useLiveLoad.js';
import { ProgramPageEditor } from '../programPages/ProgramPageEditor.js';
import { ProgramPageList } from '../programPages/ProgramPageList.js';
import '../other.css';

const listPages = async () => (await api(routes.listProgramPages)).items;

/**
 * edit_content: the programmes' public pages, and one page's editor at ?id=<programme id>, so a page
 * being edited can be linked to and survives a reload.
 */
export default function ProgramPages() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  // The page as last seen (from the list, or as saved), so opening it needs no second request.
  const [known, setKnown] = useState<ProgramPage | null>(null);

  const show = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('id', next);
      else updated.delete('id');
      return updated;
    });

  return (
    <Screen title={t(screenName('/content/programs'))} lead={t('The public pages of StepUp Scholars and Dynamerge.')} wide>
      <PortalNav />
      {id ? (
        <OpenPage id={id} known={known?.programId === id ? known : null} onSaved={setKnown} onClose={() => show(null)} />
      ) : (
        <PageList
          onOpen={(page) => {
            setKnown(page);
            show(page.programId);
          }}
        />
      )}
    </Screen>
  );
}

function PageList({ onOpen }: { onOpen: (page: ProgramPage) => void }) {
  const pages = useLiveLoad(listPages, []);
  const live = useLiveChanges(['program_page'], pages.refresh, pages.refresh);
  return (
    <>
      <div className="content-bar">
        <p className="content-bar__lead">
          {t('Each programme’s summary, description, who may apply, how to apply, questions and hero image.')}
        </p>
        <LiveBadge state={live} />
      </div>
      <ProgramPageList pages={pages} onOpen={onOpen} />
    </>
  );
}

/** One programme's page editor, loading the page first unless it is already known. */
function OpenPage({
  id,
  known,
  onSaved,
  onClose,
}: {
  id: string;
  known: ProgramPage | null;
  onSaved: (page: ProgramPage) => void;
  onClose: () => void;
}) {
  const loaded = useLoad(known ? null : () => orNull(api(routes.getProgramPage, { params: { programId: id } })), [id]);
  const page = known ?? (loaded.status === 'ready' ? loaded.value : null);

  if (page) return <ProgramPageEditor key={id} page={page} onSaved={onSaved} onClose={onClose} />;
  if (loaded.status === 'loading') return <Loading label={t('Loading the page…')} />;
  if (loaded.status === 'error') {
    return (
      <ErrorPanel title={t('The page could not be loaded')} onRetry={loaded.retry}>
        <p>{t(errorMessage(loaded.error))}</p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={t('We could not find that programme')}>
      <p>{t('It may have been deleted in Programme settings.')}</p>
      <button type="button" className="button button--outline" onClick={onClose}>
        {t('Back to all programme pages')}
      </button>
    </ErrorPanel>
  );
}
