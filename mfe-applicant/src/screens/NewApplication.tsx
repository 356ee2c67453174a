import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@sla/router';
import { api, errorMessage, routes, type ProgramSettings } from '@sla/data';
import { screenName } from '@sla/permissions';
import { t } from '@sla/i18n';
import { ErrorPanel, Loading, Screen, T } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { handOver } from '../application-form/handoff.js';
import { ProgrammeChoice } from '../components/ProgrammeChoice.js';
import { useLoad } from '@sla/data-views';
import { FailureAlert } from '@sla/forms';
import { editPath, loadActiveProgrammes, loadApplications } from '../overview.js';
import { applicationWindowState } from '@sla/domain';
import '../applicant.css';

const loadChoices = async () => {
  const [programmes, applications] = await Promise.all([loadActiveProgrammes(), loadApplications()]);
  return { programmes, applications };
};

/** The programme named in ?program= (by address or id), if any. */
function named(programmes: readonly ProgramSettings[], wanted: string | null): ProgramSettings | null {
  if (!wanted) return null;
  return programmes.find((program) => program.slug === wanted || program.id === wanted) ?? null;
}

/**
 * Choose a programme, then start (or pick up) its draft; the form itself is on the edit screen, whose
 * address holds the draft's id, so a reload continues the same draft.
 */
export default function NewApplication() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('program');
  const choices = useLoad(loadChoices, []);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const start = (program: ProgramSettings) => {
    setStarting(true);
    setStartError(null);
    api(routes.startApplication, { body: { programId: program.id } }).then(
      (application) => {
        handOver(application);
        navigate(editPath(application.id), { replace: true });
      },
      (failure: unknown) => {
        setStartError(errorMessage(failure));
        setStarting(false);
      },
    );
  };

  let body;
  if (choices.status === 'loading') body = <Loading label={t('Loading programmes…')} />;
  else if (choices.status === 'error')
    body = (
      <ErrorPanel title={t('The programmes could not be loaded')} onRetry={choices.retry}>
        <p>{errorMessage(choices.error)}</p>
      </ErrorPanel>
    );
  else {
    const open = choices.value.programmes.filter((program) => applicationWindowState(program) === 'open');
    const asked = named(choices.value.programmes, wanted);
    const preselected = asked && open.includes(asked) ? asked.id : open.length === 1 ? (open[0]?.id ?? null) : null;
    body = (
      <>
        {wanted && !asked ? (
          <p className="notice">{t('We could not find the programme in your link. Choose one below.')}</p>
        ) : null}
        {asked && !open.includes(asked) ? (
          <p className="notice">{t('{programme} is not taking applications right now.', { programme: asked.name })}</p>
        ) : null}
        <FailureAlert message={startError} />
        {open.length === 0 ? (
          <div className="empty-state">
            <p>{t('No programme is taking applications right now.')}</p>
            <p>
              <T
                message="<link>Read about the programmes</link> on our home page to see when they open."
                components={{ link: <Link to="/" /> }}
              />
            </p>
          </div>
        ) : (
          <ProgrammeChoice
            programmes={open}
            applications={choices.value.applications}
            preselected={preselected}
            busy={starting}
            onStart={start}
          />
        )}
      </>
    );
  }

  return (
    <Screen
      title={t(screenName('/applicant/applications/new'))}
      lead={t('Choose a programme to apply to. Your answers are saved as you go.')}
    >
      <PortalNav />
      {body}
    </Screen>
  );
}
