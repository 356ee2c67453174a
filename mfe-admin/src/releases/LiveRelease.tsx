import type { ProjectReleases } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatDateTime } from '../format.js';

// Marked here, translated where shown: how the live release went live.
const WENT_LIVE = {
  promote: msg('Promoted <date>{when}</date> by {who}'),
  rollback: msg('Rolled back <date>{when}</date> by {who}'),
} as const;

/** What visitors get of a project: its live release, and how, when and by whom it went live. */
export function LiveRelease({ project }: { project: ProjectReleases }) {
  if (!project.live) return <p className="releases-live__none">{t('Nothing released yet — visitors get the deployed build.')}</p>;
  const wentLive = project.releases.find((release) => release.id === project.live)?.wentLive;
  return (
    <>
      <p className="releases-live">
        <T
          message="Live: <code>{release}</code>"
          values={{ release: project.live }}
          components={{ code: <code className="releases-live__id" /> }}
        />
      </p>
      {wentLive ? (
        <p className="releases-live__when">
          <T
            message={WENT_LIVE[wentLive.action]}
            values={{ when: formatDateTime(wentLive.at), who: wentLive.by }}
            components={{ date: <time dateTime={wentLive.at} /> }}
          />
        </p>
      ) : null}
    </>
  );
}
