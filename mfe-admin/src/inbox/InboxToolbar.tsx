import { Field, FilterSelect } from '@sla/forms';
import { t } from '@sla/i18n';
import { NO_OWNER } from '@sla/contract/schemas';
import type { InboxFilters } from './inboxFilters.js';
import { FOLLOW_UP_FILTER_LABELS, FOLLOW_UP_KIND_LABELS } from './labels.js';

export interface InboxToolbarProps {
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
  /** Staff who may own items; null while loading or when they could not be loaded. */
  owners: readonly { uid: string; name: string }[] | null;
}

/** Status (open by default), owner (anyone, nobody, or a member of staff) and kind. */
export function InboxToolbar({ filters, onChange, owners }: InboxToolbarProps) {
  return (
    <form className="toolbar" role="search" aria-label={t('Filter the inbox')} onSubmit={(event) => event.preventDefault()}>
      <FilterSelect
        label={t('Status')}
        all={t('All statuses')}
        labels={FOLLOW_UP_FILTER_LABELS}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <Field label={t('Owner')}>
        {(control) => (
          <select {...control} value={filters.owner} onChange={(event) => onChange({ ...filters, owner: event.target.value })}>
            <option value="">{t('Anyone')}</option>
            <option value={NO_OWNER}>{t('Nobody yet')}</option>
            {owners?.map((owner) => (
              <option key={owner.uid} value={owner.uid}>
                {owner.name}
              </option>
            ))}
            {/* An owner from the address that the list lacks (still loading, or no longer staff) stays chosen. */}
            {filters.owner && filters.owner !== NO_OWNER && !owners?.some((owner) => owner.uid === filters.owner) ? (
              <option value={filters.owner}>{t('Chosen owner')}</option>
            ) : null}
          </select>
        )}
      </Field>
      <FilterSelect
        label={t('Kind')}
        all={t('All kinds')}
        labels={FOLLOW_UP_KIND_LABELS}
        value={filters.kind}
        onChange={(kind) => onChange({ ...filters, kind })}
      />
    </form>
  );
}
