import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { contactAddress, Screen, useSite } from '@sla/ui';
import { MessageForm } from '../forms/MessageForm.js';

export default function Contact() {
  const teamEmail = contactAddress(useSite());
  return (
    <Screen
      title={screenName('/contact')}
      lead="Questions about a programme, a partnership or a donation? We read every message."
    >
      <div className="contact-layout">
        <MessageForm
          title="Send us a message"
          intro={<p className="form-card__intro">We reply by e-mail within five working days.</p>}
          kinds="contact"
          submitLabel="Send message"
        />
        <aside className="contact-ways" aria-labelledby="contact-ways-heading">
          <h2 id="contact-ways-heading">Other ways to reach us</h2>
          <dl>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${teamEmail}`}>{teamEmail}</a>
            </dd>
            <dt>When we reply</dt>
            <dd>Within five working days, Monday to Friday.</dd>
            <dt>About applying</dt>
            <dd>
              Eligibility and deadlines are on the <Link to="/programs/stepup-scholars">StepUp Scholars</Link> and{' '}
              <Link to="/programs/dynamerge">Dynamerge</Link> pages.
            </dd>
            <dt>Volunteering, mentoring, partnering</dt>
            <dd>
              <Link to="/get-involved">Get involved</Link> tells you how, with a form of its own.
            </dd>
          </dl>
        </aside>
      </div>
    </Screen>
  );
}
