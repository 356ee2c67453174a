import type { MessageKind } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { Link, useSearchParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { MessageForm } from '../forms/MessageForm.js';
import type { Option } from '../forms/OptionCards.js';

const FORM_HEADING = 'get-involved-form';

const WAYS: readonly { value: MessageKind; title: string; text: string; action: string; label: string; description: string }[] = [
  {
    value: 'volunteer',
    title: msg('Volunteer'),
    text: msg(
      'Help at our workshops and outreach days, or lend a skill — design, writing, events or IT — a few hours at a time, online or near you.',
    ),
    action: msg('Offer to volunteer'),
    label: msg('Volunteer'),
    description: msg('Give a few hours and a skill.'),
  },
  {
    value: 'mentor',
    title: msg('Mentor'),
    text: msg(
      'Give about an hour a month to guide a scholar or early-career researcher through their first projects, applications and big decisions.',
    ),
    action: msg('Offer to mentor'),
    label: msg('Mentor'),
    description: msg('Guide a young scientist, about an hour a month.'),
  },
  {
    value: 'partner',
    title: msg('Partner'),
    text: msg(
      'Universities, labs, companies and foundations host research placements, fund scholarships and open their networks to our scholars.',
    ),
    action: msg('Partner with us'),
    label: msg('Partner'),
    description: msg('Work with us as an organisation.'),
  },
];

const isKind = (value: string | null): value is MessageKind => WAYS.some((way) => way.value === value);

/** Three ways to help, then one form; ?as=volunteer|mentor|partner chooses the kind. */
export default function GetInvolved() {
  const [params] = useSearchParams();
  const asked = params.get('as');
  const requestedKind = isKind(asked) ? asked : null;

  // After following a card's link, continue at the form, its kind already chosen.
  const choices: Option<MessageKind>[] = WAYS.map((way) => ({
    value: way.value,
    label: t(way.label),
    description: t(way.description),
  }));
  const goToForm = () => {
    // Focusing the form's heading also scrolls it into view.
    requestAnimationFrame(() => document.getElementById(FORM_HEADING)?.focus());
  };

  return (
    <Screen
      title={t(screenName('/get-involved'))}
      lead={t("Scientists grow with people around them. Give your time, your experience or your organisation's support.")}
    >
      <h2>{t('Three ways to help')}</h2>
      <ul className="card-grid ways">
        {WAYS.map((way) => (
          <li key={way.value} className="card">
            <h3 className="card__title">{t(way.title)}</h3>
            <p className="card__text">{t(way.text)}</p>
            <Link className="ways__action" to={`?as=${way.value}`} replace onClick={goToForm}>
              {t(way.action)}
              <span aria-hidden="true"> ↓</span>
            </Link>
          </li>
        ))}
      </ul>
      <MessageForm
        title={t('Tell us how you would like to help')}
        headingId={FORM_HEADING}
        intro={<p className="form-card__intro">{t('We read every offer and reply within five working days.')}</p>}
        kinds={choices}
        requestedKind={requestedKind}
        submitLabel={t('Send')}
      />
    </Screen>
  );
}
