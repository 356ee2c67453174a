import { api, routes, type AlumniReport } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { FailureAlert, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { Link } from '@sla/router';
import { REPORT_REASON_LABELS } from '../safety/reportReasons.js';

/** One report for staff: who reported whom, why, the message quoted, and "Mark resolved" while it is open. */
export function ReportItem({ report, onResolved }: { report: AlumniReport; onResolved: (report: AlumniReport) => void }) {
  const form = useFormState();
  const resolve = () =>
    void form.submit(async () => onResolved(await api(routes.resolveAlumniReport, { params: { id: report.id } })));
  return (
    <article className="manage-report" aria-labelledby={`report-${report.id}`}>
      <h3 id={`report-${report.id}`} className="manage-report__title">
        <Link to={`/alumni/manage/${encodeURIComponent(report.reportedUid)}`}>{report.reportedName}</Link>
        <span className="manage-report__reason"> — {t(REPORT_REASON_LABELS[report.reason])}</span>
      </h3>
      <p className="manage-report__meta">
        <T
          message="Reported by <name/> on <time>{date}</time>"
          values={{ date: formatShortDateTime(report.createdAt, 'happened') }}
          components={{ name: <>{report.reporterName}</>, time: <time dateTime={report.createdAt} /> }}
        />
      </p>
      {report.details ? <p className="manage-report__details">{report.details}</p> : null}
      {report.quotedMessage ? (
        <figure className="manage-report__quote">
          <figcaption>{t('The message reported')}</figcaption>
          <blockquote>{report.quotedMessage}</blockquote>
        </figure>
      ) : null}
      {report.resolvedAt ? (
        <p className="manage-report__resolved">
          {report.resolvedByName ? (
            <T
              message="Resolved by <name/> on <time>{date}</time>."
              values={{ date: formatShortDateTime(report.resolvedAt, 'happened') }}
              components={{ name: <>{report.resolvedByName}</>, time: <time dateTime={report.resolvedAt} /> }}
            />
          ) : (
            <T
              message="Resolved on <time>{date}</time>."
              values={{ date: formatShortDateTime(report.resolvedAt, 'happened') }}
              components={{ time: <time dateTime={report.resolvedAt} /> }}
            />
          )}
        </p>
      ) : (
        <>
          <FailureAlert message={form.failure} />
          <button type="button" className="button button--outline" disabled={form.submitting} onClick={resolve}>
            {form.submitting ? t('Marking resolved…') : t('Mark resolved')}
          </button>
        </>
      )}
    </article>
  );
}
