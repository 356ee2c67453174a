import type { OpportunitySummary } from '@sla/data';
import { formatList, t } from '@sla/i18n';
import { Link } from '@sla/router';
import { fieldName, localCountryName } from '../names.js';
import { deadlineText, kindName, posterText } from './names.js';

/** Where it is: its place, "Remote", or both. */
export function placeText(opportunity: Pick<OpportunitySummary, 'location' | 'remote'>): string {
  if (opportunity.remote && opportunity.location) return t('{place} or remote', { place: opportunity.location });
  return opportunity.remote ? t('Remote') : opportunity.location;
}

/** One opportunity on the board: kind, title (to its page), organisation, place, deadline, fields and countries. */
export function OpportunityCard({ opportunity }: { opportunity: OpportunitySummary }) {
  const tags = [...opportunity.fields.map(fieldName), ...opportunity.countries.map(localCountryName)];
  return (
    <li className="opportunity-card">
      <p className="opportunity-card__kind">
        <span className="badge">{kindName(opportunity.kind)}</span>
      </p>
      <h2 className="opportunity-card__title">
        <Link to={`/alumni/opportunities/${encodeURIComponent(opportunity.id)}`}>{opportunity.title}</Link>
      </h2>
      <p className="opportunity-card__org">
        {opportunity.organisation} · {placeText(opportunity)}
      </p>
      <p className="opportunity-card__deadline">{t('Apply by {date}', { date: deadlineText(opportunity.deadline) })}</p>
      {tags.length ? <p className="opportunity-card__tags">{formatList(tags)}</p> : null}
      <p className="opportunity-card__poster">{t('Posted by {name}', { name: posterText(opportunity) })}</p>
    </li>
  );
}
