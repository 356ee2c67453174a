import { useState } from 'react';
import { Avatar } from '../components/Avatar.js';
import { FIELD_LABELS } from './fieldLabels.js';
import { PREVIEW_AUDIENCES, previewFor, type PreviewAudience, type PreviewSource } from './previewView.js';

const AUDIENCE_LABELS: Record<PreviewAudience, string> = { alumni: 'Alumni', staff: 'Staff', public: 'Public' };

/** What each audience is, in a sentence under the switch. */
const AUDIENCE_NOTES: Record<PreviewAudience, string> = {
  alumni: 'Other alumni, in the directory and on your profile page.',
  staff: 'Staff who run the alumni network.',
  public: 'Anyone, including people who are not signed in.',
};

export interface ProfilePreviewProps extends PreviewSource {
  openToMentoring: boolean;
  openToMessages: boolean;
}

function listOf(fields: readonly string[]): string {
  if (fields.length <= 1) return fields.join('');
  return `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`;
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
  return (
    <section className="profile-preview" aria-labelledby="profile-preview-title">
      <h2 id="profile-preview-title" className="profile-section__title">
        Preview
      </h2>
      <fieldset className="profile-preview__switch">
        <legend>Preview as</legend>
        {PREVIEW_AUDIENCES.map((option) => (
          <label key={option} className="profile-preview__option">
            <input
              type="radio"
              name="profile-preview-audience"
              value={option}
              checked={audience === option}
              onChange={() => setAudience(option)}
            />
            {AUDIENCE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{AUDIENCE_NOTES[audience]}</p>
      <article className="profile-card" aria-label={`Your profile as ${AUDIENCE_LABELS[audience].toLowerCase()} see it`}>
        <div className="profile-card__top">
          <Avatar name={view.name} photo={view.photo} size="small" />
          <div className="profile-card__who">
            <p className="profile-card__name">{view.name ?? 'Name not shown'}</p>
            {view.headline ? <p className="profile-card__headline">{view.headline}</p> : null}
          </div>
        </div>
        <dl className="profile-card__facts">
          {programme ? <Fact term="Programme">{programme}</Fact> : null}
          {view.field ? <Fact term="Field">{view.field}</Fact> : null}
          {view.institution ? <Fact term="Institution">{view.institution}</Fact> : null}
          {place ? <Fact term="Lives in">{place}</Fact> : null}
        </dl>
        {view.bio ? <p className="profile-card__bio">{view.bio}</p> : null}
        {view.skills ? (
          <ul className="profile-skills__chips" aria-label="Skills">
            {view.skills.map((skill) => (
              <li key={skill} className="profile-chip">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {view.links ? (
          <ul className="profile-card__links" aria-label="Links">
            {view.links.map((link, index) => (
              <li key={index}>{link.label || link.url}</li>
            ))}
          </ul>
        ) : null}
        {audience !== 'public' && (props.openToMentoring || props.openToMessages) ? (
          <p className="profile-card__open">
            {[props.openToMentoring && 'Open to mentoring', props.openToMessages && audience === 'alumni' && 'Takes messages']
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </article>
      {view.withheld.length ? (
        <p className="profile-muted">
          Not shown to {AUDIENCE_LABELS[audience].toLowerCase()}: your {listOf(view.withheld.map((field) => FIELD_LABELS[field]))}
          .
        </p>
      ) : (
        <p className="profile-muted">Everything you filled in is shown to {AUDIENCE_LABELS[audience].toLowerCase()}.</p>
      )}
      {notListed ? (
        <p className="notice">Other alumni cannot find you in the directory while your name is not shown to alumni.</p>
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
