import { useEffect, useId, useRef, useState } from 'react';
import { api, errorMessage, routes, type ProjectReleases } from '@sla/data';
import { ConfirmDialog, FormProblem, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { LiveRelease } from './LiveRelease.js';
import { projectName } from './projects.js';
import { ReleaseHistory } from './ReleaseHistory.js';

/**
 * One project on the Releases screen: what is live, a way back to the release before it (asked first), and its
 * history. A refusal is shown here, beside the project it is about, and the rest of the screen stays as it was.
 */
export function ProjectReleasesCard({
  project,
  onChanged,
}: {
  project: ProjectReleases;
  /** The project as the service answered after a rollback. */
  onChanged: (next: ProjectReleases) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [rolling, setRolling] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const focusHeading = useRef(false);
  const name = projectName(project.project);

  // Once the dialog has closed (a modal dialog keeps focus in itself while open), and only if the Roll back button
  // went with the rollback: focus stays in the card rather than falling to the page.
  useEffect(() => {
    if (confirming || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [confirming]);
  const target = project.rollBackTo;

  const rollBack = async () => {
    setRolling(true);
    setNotice('');
    setProblem(null);
    try {
      // `from`: what this admin saw live; if a team promoted since, the service refuses rather than undo that.
      const next = await api(routes.rollBackReleaseAsAdmin, {
        params: { project: project.project },
        body: { from: project.live ?? '' },
      });
      onChanged(next);
      setNotice(
        t('{project} is back on {release}. Visitors get it on their next page load.', {
          project: project.project,
          release: next.live ?? '',
        }),
      );
      focusHeading.current = !next.rollBackTo;
    } catch (error) {
      // Refusals are final (no earlier release, the gate, a newer release live): said beside the card, which then shows
      // the project as it is now, so it offers only what can still be done.
      setProblem(errorMessage(error));
      const now = (await api(routes.listReleases).catch(() => null))?.projects.find(
        (candidate) => candidate.project === project.project,
      );
      if (now) onChanged(now);
    } finally {
      setRolling(false);
      setConfirming(false);
    }
  };

  return (
    <section className="card releases-project" aria-labelledby={`${id}-name`}>
      <div className="releases-project__header">
        <h2 id={`${id}-name`} className="releases-project__name" tabIndex={-1} ref={heading}>
          {name} <code className="releases-project__code">{project.project}</code>
        </h2>
        {target ? (
          <button
            type="button"
            className="button button--outline button--small"
            disabled={rolling}
            onClick={() => setConfirming(true)}
          >
            {rolling ? (
              <T
                message="Rolling back…<hidden> {project}</hidden>"
                values={{ project: project.project }}
                components={{ hidden: <span className="visually-hidden" /> }}
              />
            ) : (
              <T
                message="Roll back<hidden>: {project}</hidden>"
                values={{ project: project.project }}
                components={{ hidden: <span className="visually-hidden" /> }}
              />
            )}
          </button>
        ) : null}
      </div>
      <LiveRelease project={project} />
      <SuccessNotice message={notice} />
      <FormProblem message={problem} />
      <ReleaseHistory name={name} releases={project.releases} />
      {confirming && target ? (
        <ConfirmDialog
          title={t('Roll {project} back to {release}?', { project: project.project, release: target })}
          label={t('Roll back')}
          busyLabel={t('Rolling back…')}
          onConfirm={rollBack}
          onCancel={() => setConfirming(false)}
        >
          {t('Visitors get it on their next page load.')}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
