import { msg, t } from '@sla/i18n';
import type { ProfileDraft } from './draft.js';

type Openness = 'openToMentoring' | 'openToMessages';

const SWITCHES: readonly { name: Openness; label: string; explanation: string }[] = [
  {
    name: 'openToMentoring',
    label: msg('Open to mentoring students'),
    // Decision 0047: offering shows the card members see to students looking for a mentor, so the switch says so.
    explanation: msg(
      'Students may ask you to mentor them, seeing your profile as alumni see it; staff may ask too. You can say no each time.',
    ),
  },
  {
    name: 'openToMessages',
    label: msg('Open to messages from other alumni'),
    explanation: msg('Alumni can write to you here; your e-mail address is never shown to them.'),
  },
];

/** What the alumnus offers the network, as two switches, each with a line on what it means. */
export function OpennessSwitches({ draft, onChange }: { draft: ProfileDraft; onChange: (patch: Partial<ProfileDraft>) => void }) {
  return (
    <fieldset className="profile-switches">
      <legend>{t('What you are open to')}</legend>
      {SWITCHES.map(({ name, label, explanation }) => (
        <div key={name} className="profile-switch">
          <input
            id={`profile-${name}`}
            type="checkbox"
            role="switch"
            className="profile-switch__input"
            checked={draft[name]}
            aria-describedby={`profile-${name}-hint`}
            onChange={(event) => onChange({ [name]: event.target.checked })}
          />
          <label htmlFor={`profile-${name}`} className="profile-switch__label">
            {t(label)}
          </label>
          <p className="field__hint profile-switch__hint" id={`profile-${name}-hint`}>
            {t(explanation)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
