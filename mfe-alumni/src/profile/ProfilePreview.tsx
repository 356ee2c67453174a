import { useState } from 'react';
import { formatList, msg, t } from '@sla/i18n';
import { Avatar } from '../components/Avatar.js';
import { FIELD_LABELS } from './fieldLabels.js';
import { PREVIEW_AUDIENCES, previewFor, type PreviewAudience, type PreviewSource } from './previewView.js';

const AUDIENCE_LABELS: Record<PreviewAudience, string> = { alumni: msg('Alumni'), staff: msg('Staff'), public: msg('Public') };

/** What each audience is, in a sentence under the switch. */
const AUDIENCE_NOTES: Record<PreviewAudience, string> = {
  alumni: msg('Other alumni, in the directory and on your profile page.'),
  staff: msg('Staff who run the alumni network.'),
  public: msg('Anyone, including people who are not signed in.'),
};

/** The sentences that name an audience, whole, so each language words them its own way. */
const AUDIENCE_SENTENCES: Record<PreviewAudience, { card: string; withheld: string; everything: string }> = {
  alumni: {
    card: msg('Your profile as alumni see it'),
    withheld: msg('Not shown to alumni: your {fields}.'),
    everything: msg('Everything you filled in is shown to alumni.'),
  },
  staff: {
    card: msg('Your profile as staff see it'),
    withheld: msg('Not shown to staff: your {fields}.'),
    everything: msg('Everything you filled in is shown to staff.'),
  },
  public: {
    card: msg('Your profile as public see it'),
    withheld: msg('Not shown to public: your {fields}.'),
    everything: msg('Everything you filled in is shown to public.'),
  },
};

export interface ProfilePreviewProps extends PreviewSource {
  openToMentoring: boolean;
  openToMessages: boolean;
}

/**
 * The profile as someone else would see it, from the form's current values (not yet saved), so the alumnus can check
 * their choices before saving. Uses the service's own rule (fieldShownTo): what is hidden here is never sent.
 */
export function ProfilePreview(props: ProfilePreviewProps) {
  const [audience, setAudience] = useState<PreviewAudience>('alumni');
  const view = previewFor(props, audience);
  const programme = [view.programme, view.year].filter(Boolean).join(', ');
  const place = [view.city, view.country].filter(Boolean).join(', ');
  const notListed = audience === 'alumni' && view.name === null;
  const sentences = AUDIENCE_SENTENCES[audience];
  return (
    <section className="profile-preview" aria-labelledby="profile-preview-title">
      <h2 id="profile-preview-title" className="profile-section__title">
        {t('Preview')}
      </h2>
      <fieldset className="profile-preview__switch">
        <legend>{t('Preview as')}</legend>
        {PREVIEW_AUDIENCES.map((option) => (
          <label key={option} className="profile-preview__option">
            <input
              type="radio"
              name="profile-preview-audience"
              value={option}
              checked={audience === option}
              onChange={() => setAudience(option)}
            />
            {t(AUDIENCE_LABELS[option])}
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{t(AUDIENCE_NOTES[audience])}</p>
      <article className="profile-card" aria-label={t(sentences.card)}>
        <div className="profile-card__top">
          <Avatar name={view.name} photo={view.photo} size="small" />
          <div className="profile-card__who">
            <p className="profile-card__name">{view.name ?? t('Name not shown')}</p>
            {view.headline ? <p className="profile-card__headline">{view.headline}</p> : null}
          </div>
        </div>
        <dl className="profile-card__facts">
          {programme ? <Fact term={t('Programme')}>{programme}</Fact> : null}
          {view.field ? <Fact term={t('Field')}>{view.field}</Fact> : null}
          {view.institution ? <Fact term={t('Institution')}>{view.institution}</Fact> : null}
          {place ? <Fact term={t('Lives in')}>{place}</Fact> : null}
        </dl>
        {view.bio ? <p className="profile-card__bio">{view.bio}</p> : null}
        {view.skills ? (
          <ul className="profile-skills__chips" aria-label={t('Skills')}>
            {view.skills.map((skill) => (
              <li key={skill} className="profile-chip">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {view.links ? (
          <ul className="profile-card__links" aria-label={t('Links')}>
            {view.links.map((link, index) => (
              <li key={index}>{link.label || link.url}</li>
            ))}
          </ul>
        ) : null}
        {audience !== 'public' && (props.openToMentoring || props.openToMessages) ? (
          <p className="profile-card__open">
            {[
              props.openToMentoring && t('Open to mentoring'),
              props.openToMessages && audience === 'alumni' && t('Takes messages'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </article>
      {view.withheld.length ? (
        <p className="profile-muted">
          {t(sentences.withheld, { fields: formatList(view.withheld.map((field) => t(FIELD_LABELS[field]))) })}
        </p>
      ) : (
        <p className="profile-muted">{t(sentences.everything)}</p>
      )}
      {notListed ? (
        <p className="notice">{t('Other alumni cannot find you in the directory while your name is not shown to alumni.')}</p>
      ) : null}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="profile-card__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
