import type { MessageKind } from '@sla/data';
import { Link, useSearchParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { MessageForm } from '../forms/MessageForm.js';
import type { Option } from '../forms/OptionCards.js';

const FORM_HEADING = 'get-involved-form';

const WAYS: readonly (Option<MessageKind> & { title: string; text: string; action: string })[] = [
  {
    value: 'volunteer',
    title: 'Volunteer',
    text: 'Help at our workshops and outreach days, or lend a skill — design, writing, events or IT — a few hours at a time, online or near you.',
    action: 'Offer to volunteer',
    label: 'Volunteer',
    description: 'Give a few hours and a skill.',
  },
  {
    value: 'mentor',
    title: 'Mentor',
    text: 'Give about an hour a month to guide a scholar or early-career researcher through their first projects, applications and big decisions.',
    action: 'Offer to mentor',
    label: 'Mentor',
    description: 'Guide a young scientist, about an hour a month.',
  },
  {
    value: 'partner',
    title: 'Partner',
    text: 'Universities, labs, companies and foundations host research placements, fund scholarships and open their networks to our scholars.',
    action: 'Partner with us',
    label: 'Partner',
    description: 'Work with us as an organisation.',
  },
];

const isKind = (value: string | null): value is MessageKind => WAYS.some((way) => way.value === value);

/** Three ways to help, then one form; ?as=volunteer|mentor|partner chooses the kind. */
export default function GetInvolved() {
  const [params] = useSearchParams();
  const asked = params.get('as');
  const requestedKind = isKind(asked) ? asked : null;

  // After following a card's link, continue at the form, its kind already chosen.
  const goToForm = () => {
    // Focusing the form's heading also scrolls it into view.
    requestAnimationFrame(() => document.getElementById(FORM_HEADING)?.focus());
  };

  return (
    <Screen
      title={screenName('/get-involved')}
      lead="Scientists grow with people around them. Give your time, your experience or your organisation's support."
    >
      <h2>Three ways to help</h2>
      <ul className="card-grid ways">
        {WAYS.map((way) => (
          <li key={way.value} className="card">
            <h3 className="card__title">{way.title}</h3>
            <p className="card__text">{way.text}</p>
            <Link className="ways__action" to={`?as=${way.value}`} replace onClick={goToForm}>
              {way.action}
              <span aria-hidden="true"> ↓</span>
            </Link>
          </li>
        ))}
      </ul>
      <MessageForm
        title="Tell us how you would like to help"
        headingId={FORM_HEADING}
        intro={<p className="form-card__intro">We read every offer and reply within five working days.</p>}
        kinds={WAYS}
        requestedKind={requestedKind}
        submitLabel="Send"
      />
    </Screen>
  );
}
