import { useState } from 'react';
import { api, routes, type ProjectReleases } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen, T } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { ProjectReleasesCard } from '../releases/ProjectReleasesCard.js';
import './releases.css';

/** The command a team publishes a release with (tools/release/cli.mjs), shown as typed. */
const RELEASE_COMMAND = 'npm run release -- <project>';

const listReleases = async () => (await api(routes.listReleases)).projects;

/** Admins (manage_system_settings): each project's live release and history, and a way back (decision 0031). */
export default function Releases() {
  const loaded = useLoad(listReleases, []);

  return (
    <Screen
      title={t(screenName('/admin/releases'))}
      lead={t('Each team releases its portal on its own schedule. What is live is what visitors get.')}
      wide
    >
      <PortalNav />
      <LoadState state={loaded} loadingLabel={t('Loading the releases…')} errorTitle={t('The releases could not be loaded')}>
        {({ value }) => <ProjectList initial={value} />}
      </LoadState>
    </Screen>
  );
}

/** Every project, each changed in place by what the service answers to its rollback (two may run at once). */
function ProjectList({ initial }: { initial: ProjectReleases[] }) {
  const [projects, setProjects] = useState(initial);
  const replace = (next: ProjectReleases) =>
    setProjects((current) => current.map((project) => (project.project === next.project ? next : project)));
  return (
    <>
      {/* With nothing released anywhere, say how releases come to be; the projects still show below. */}
      {projects.every((project) => project.releases.length === 0) ? (
        <p className="empty-state">
          <T
            message="No releases yet. Teams publish with <code>{command}</code>."
            values={{ command: RELEASE_COMMAND }}
            components={{ code: <code /> }}
          />
        </p>
      ) : null}
      <div className="releases">
        {projects.map((project) => (
          <ProjectReleasesCard key={project.project} project={project} onChanged={replace} />
        ))}
      </div>
    </>
  );
}
