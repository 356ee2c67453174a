import type { AlumniProfileView } from '@sla/data';
import { t } from '@sla/i18n';
import { Avatar } from '../components/Avatar.js';
import { nameOf, placeOf, programmeAndYear } from '../directory/cardText.js';
import { fieldName } from '../names.js';
import './member.css';

/**
 * Someone's profile as the service sent it to this viewer: a field they may not see is null and is left out, with no
 * heading or empty line for it. The bio is plain text (its line breaks kept), never HTML.
 */
export function ProfileDetails({ view }: { view: AlumniProfileView }) {
  const facts = [
    { term: t('Programme'), value: programmeAndYear(view) },
    { term: t('Field'), value: view.field && fieldName(view.field) },
    { term: t('Institution'), value: view.institution },
    { term: t('Lives in'), value: placeOf(view) },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact.value));

  return (
    <article className="member-profile" aria-labelledby="member-name">
      <header className="member-profile__header">
        <Avatar name={view.name} photo={view.photo} size="large" />
        <div className="member-profile__title">
          <h2 id="member-name" className="member-profile__name">
            {nameOf(view)}
          </h2>
          {view.headline ? <p className="member-profile__headline">{view.headline}</p> : null}
          {view.openToMentoring ? <span className="badge badge--success">{t('Open to mentoring')}</span> : null}
        </div>
      </header>
      {facts.length ? (
        <dl className="member-profile__facts">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.bio ? (
        <section className="member-profile__section" aria-label={t('About')}>
          <h3>{t('About')}</h3>
          <p className="member-profile__bio">{view.bio}</p>
        </section>
      ) : null}
      {view.links?.length ? (
        <section className="member-profile__section" aria-label={t('Links')}>
          <h3>{t('Links')}</h3>
          <ul className="member-profile__links">
            {view.links.map((link) => (
              <li key={`${link.label}|${link.url}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label || link.url}
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.skills?.length ? (
        <section className="member-profile__section" aria-label={t('Skills')}>
          <h3>{t('Skills')}</h3>
          <ul className="member-profile__skills">
            {view.skills.map((skill) => (
              <li key={skill} className="member-chip">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
