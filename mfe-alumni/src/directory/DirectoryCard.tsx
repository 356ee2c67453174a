import type { AlumniCard } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { Link } from '@sla/router';
import { Avatar } from '../components/Avatar.js';
import { fieldName } from '../names.js';
import { nameOf, placeOf, programmeAndYear } from './cardText.js';

/**
 * One alumnus in the directory: only what the service sent (a field the viewer may not see is null and is left
 * out, with no empty line for it). The name links to their page; staff also see whether the profile is hidden.
 */
export function DirectoryCard({ card, href }: { card: AlumniCard; href: string }) {
  const lines = [
    card.headline,
    programmeAndYear(card),
    card.field && fieldName(card.field),
    card.institution,
    placeOf(card),
  ].filter((line): line is string => Boolean(line));
  return (
    <article className="directory-card">
      <Avatar name={card.name} photo={card.photo} size="small" />
      <div className="directory-card__body">
        <h3 className="directory-card__name">
          <Link to={href}>{nameOf(card)}</Link>
        </h3>
        {lines.map((line, index) => (
          <p key={index} className={index === 0 && card.headline ? 'directory-card__headline' : 'directory-card__line'}>
            {line}
          </p>
        ))}
        {card.openToMentoring || card.hidden ? (
          <p className="directory-card__badges">
            {card.openToMentoring ? <span className="badge badge--success">{t('Open to mentoring')}</span> : null}
            {card.hidden ? <span className="badge badge--warning">{t('Hidden')}</span> : null}
          </p>
        ) : null}
        {card.hidden ? (
          <p className="directory-card__hidden">
            {t('Hidden from the directory by {name} on {date}: {reason}', {
              name: card.hidden.byName || t('staff'),
              date: formatDate(card.hidden.at),
              reason: card.hidden.reason,
            })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
