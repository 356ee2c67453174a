import { Link } from '@sla/router';
import { useOpenable } from '@sla/portal-kit';
import type { ApplicationSummary, ProgramSettings } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDeadline } from '../format.js';
import { detailPath, editPath } from '../overview.js';
import { applicationWindowState } from '@sla/domain';

/** "Closes 31 January 2027, 23:59 (Africa/Nairobi)", in the programme's own zone and the page's language. */
export function deadlineText(program: Pick<ProgramSettings, 'status' | 'opensAt' | 'closesAt' | 'timeZone'>): string {
  const state = applicationWindowState(program);
  if (state === 'upcoming') return t('Opens {date}', { date: formatDeadline(program.opensAt, program.timeZone) });
  if (state === 'closed')
    return program.closesAt
      ? t('Closed {date}', { date: formatDeadline(program.closesAt, program.timeZone) })
      : t('Not taking applications');
  return program.closesAt
    ? t('Closes {date}', { date: formatDeadline(program.closesAt, program.timeZone) })
    : t('Open until further notice');
}

/**
 * A programme taking applications, with its deadline and what the applicant can do: continue their
 * draft, look at the application they sent, or apply. Each action shows only when the role may open
 * the screen it leads to (a student reads their applications but starts and edits none).
 */
export function ProgrammeItem({
  program,
  application,
}: {
  program: ProgramSettings;
  /** The applicant's application to it, null for none, undefined while not known yet. */
  application: ApplicationSummary | null | undefined;
}) {
  const openable = useOpenable();
  const open = applicationWindowState(program) === 'open';
  const applyPath = `/applicant/applications/new?program=${encodeURIComponent(program.slug)}`;
  let action = null;
  if (application === undefined) {
    action = null;
  } else if (application?.status === 'draft' && openable(editPath(application.id))) {
    action = (
      <Link
        className="button button--primary button--small"
        to={editPath(application.id)}
        aria-label={t('Continue your application to {programme}', { programme: program.name })}
      >
        {t('Continue')}
      </Link>
    );
  } else if (application && openable(detailPath(application.id))) {
    action = (
      <Link
        className="button button--outline button--small"
        to={detailPath(application.id)}
        aria-label={t('View your application to {programme}', { programme: program.name })}
      >
        {t('View application')}
      </Link>
    );
  } else if (!application && open && openable(applyPath)) {
    action = (
      <Link
        className="button button--primary button--small"
        to={applyPath}
        aria-label={t('Apply to {programme}', { programme: program.name })}
      >
        {t('Apply')}
      </Link>
    );
  }
  return (
    <li className="item">
      <div className="item__body">
        <h3 className="item__title">{program.name}</h3>
        {program.summary ? <p className="item__meta">{program.summary}</p> : null}
        <p className="item__meta">
          <strong>{deadlineText(program)}</strong>
        </p>
      </div>
      {action ? <div className="item__actions">{action}</div> : null}
    </li>
  );
}
