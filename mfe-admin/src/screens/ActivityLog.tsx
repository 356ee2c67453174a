import { useState } from 'react';
import { useLocation, useSearchParams } from '@sla/router';
import { api, errorMessage, routes } from '@sla/data';
import {
  AUDIT_LOG_KIND_LABELS,
  auditLogFilters,
  fieldErrors,
  type AuditLogKind,
  type ListAuditLogsQuery,
} from '@sla/contract/schemas';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { Field, FilterSelect } from '@sla/forms';
import { PortalNav } from '../PortalNav.js';
import { ActivityTable } from '../activity/ActivityTable.js';
import {
  activityFiltersFromParams,
  activityFiltersToParams,
  activityQueryOf,
  NO_ACTIVITY_FILTERS,
  type ActivityFilters,
} from '../activity/activityFilters.js';
import { SEARCH_DEBOUNCE_MS } from '../components/SearchField.js';
import { useCsvExport } from '../hooks/useCsvExport.js';
import { useDebouncedCallback } from '../review/hooks/useDebouncedCallback.js';
import { translateLabels } from '../review/labels.js';
import '../activity/activity.css';
import { stillAt } from '../hooks/stillAt.js';

// Stable for useKeysetList.
const listActivity = (query: ListAuditLogsQuery) => api(routes.listAuditLogs, { query });

// The empty state in the words of the kind chosen; a record, so a kind added to the schema fails here until it has one.
const NONE_OF_KIND: Readonly<Record<AuditLogKind, string>> = {
  role_change: msg('No role changes match these filters.'),
  access_refused: msg('No refusals match these filters.'),
  sign_in: msg('No sign-in or account events match these filters.'),
  settings: msg('No settings changes match these filters.'),
  releases: msg('No releases went live or were rolled back in these filters.'),
};

function emptyText(filters: ActivityFilters): string {
  if (filters.kind) return t(NONE_OF_KIND[filters.kind]);
  return filters.person || filters.from || filters.to ? t('No activity matches these filters.') : t('No activity yet.');
}

/** Staff and admins: everything the audit log holds, by kind, person and days, with names, and as CSV. */
export default function ActivityLog() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The URL holds the filters, so a reload or a shared link shows the same log.
  const filters = activityFiltersFromParams(params);
  const query = activityQueryOf(filters);
  // Checked here with the service's own rules, so "from after to" is said beside the dates rather than as a failed load.
  const checked = auditLogFilters.safeParse(query);
  const problems = checked.success ? {} : fieldErrors(checked.error.issues);
  const csv = useCsvExport('activity-log.csv', () => api(routes.exportAuditLogs, { query }));

  const changeFilters = (change: Partial<ActivityFilters>) => {
    // A search typed just before following a link applies after a pause: it must not pull the person back here.
    if (!stillAt(location.pathname)) return;
    // Laid over the filters the address holds now, not those of the render that scheduled the change: a person typed
    // just before choosing a kind applies after the pause without undoing the kind.
    // Replace, not push: a filter change should not fill the history with every keystroke.
    setParams((current) => activityFiltersToParams({ ...activityFiltersFromParams(current), ...change }, current), {
      replace: true,
    });
  };
  const anyFilter = Boolean(filters.kind || filters.person || filters.from || filters.to);

  return (
    <Screen
      title={t(screenName('/admin/activity'))}
      lead={t(
        'Role changes, refused access, account events, settings changes and releases, newest first, with who was concerned.',
      )}
      wide
    >
      <PortalNav />
      <ActivityFiltersForm filters={filters} problems={problems} onChange={changeFilters} />
      <div className="activity-log__actions">
        <button type="button" className="button button--outline" onClick={csv.run} disabled={csv.busy || !checked.success}>
          {csv.busy ? t('Preparing CSV…') : t('Download CSV')}
        </button>
        <span className="field__hint">{t('Every entry matching the filters above, not only those shown.')}</span>
        {anyFilter ? (
          <button type="button" className="button button--outline" onClick={() => changeFilters(NO_ACTIVITY_FILTERS)}>
            {t('Clear filters')}
          </button>
        ) : null}
      </div>
      {csv.error ? (
        <p role="alert" className="alert">
          {t('The export failed. {reason}', { reason: t(errorMessage(csv.error)) })}
        </p>
      ) : null}
      {checked.success ? (
        <ActivityList query={query} empty={emptyText(filters)} onPerson={(uid) => changeFilters({ person: uid })} />
      ) : (
        <p className="empty-state">{t('Correct the filters above to see the activity.')}</p>
      )}
    </Screen>
  );
}

function ActivityList({ query, empty, onPerson }: { query: ListAuditLogsQuery; empty: string; onPerson: (uid: string) => void }) {
  const entries = useKeysetList(listActivity, query);
  return (
    <LoadState
      state={entries}
      loadingLabel={t('Loading activity…')}
      errorTitle={t('The activity could not be loaded')}
      isEmpty={(list) => list.items.length === 0}
      empty={<p className="empty-state">{empty}</p>}
    >
      {(list) => (
        <>
          <ActivityTable entries={list.items} caption={t('Activity, newest first')} onPerson={onPerson} />
          <KeysetListFooter
            list={list}
            noun={[t('entry'), t('entries')]}
            more={t('older ones available')}
            moreLabel={t('Show older')}
          />
        </>
      )}
    </LoadState>
  );
}

/** The log's filters: kind and dates apply at once, the person after a pause in typing or on Enter. */
function ActivityFiltersForm({
  filters,
  problems,
  onChange,
}: {
  filters: ActivityFilters;
  problems: Record<string, string>;
  onChange: (change: Partial<ActivityFilters>) => void;
}) {
  const [personText, setPersonText] = useState(filters.person);
  const [shownPerson, setShownPerson] = useState(filters.person);
  // The URL changed the person (back button, a shared link, a name clicked in the table): show it.
  if (filters.person !== shownPerson) {
    setShownPerson(filters.person);
    if (personText.trim() !== filters.person) setPersonText(filters.person);
  }
  const person = useDebouncedCallback((text: string) => {
    if (text.trim() !== filters.person) onChange({ person: text.trim() });
  }, SEARCH_DEBOUNCE_MS);
  const set = <K extends keyof ActivityFilters>(name: K, value: ActivityFilters[K]) => onChange({ [name]: value });

  return (
    <form
      className="toolbar"
      role="search"
      aria-label={t('Filter activity')}
      onSubmit={(event) => {
        event.preventDefault();
        person.flush(personText);
      }}
    >
      <Field
        label={t('Person (name, e-mail or user id)')}
        error={problems.person && t(problems.person)}
        className="toolbar__grow"
      >
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={personText}
            onChange={(event) => {
              setPersonText(event.target.value);
              person.schedule(event.target.value);
            }}
          />
        )}
      </Field>
      <FilterSelect<AuditLogKind | ''>
        label={t('Kind')}
        all={t('Everything')}
        labels={translateLabels(AUDIT_LOG_KIND_LABELS)}
        value={filters.kind}
        onChange={(kind) => set('kind', kind)}
      />
      {/* Whole days in UTC, as the service counts them: said in the label, so the fields stay level in the toolbar. */}
      <Field label={t('From (UTC)')} error={problems.from && t(problems.from)}>
        {(control) => (
          <input {...control} type="date" value={filters.from} onChange={(event) => set('from', event.target.value)} />
        )}
      </Field>
      <Field label={t('To (UTC)')} error={problems.to && t(problems.to)}>
        {(control) => <input {...control} type="date" value={filters.to} onChange={(event) => set('to', event.target.value)} />}
      </Field>
    </form>
  );
}
