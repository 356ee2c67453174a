import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { contactAddress, Screen, T, useSite } from '@sla/ui';
import { MessageForm } from '../forms/MessageForm.js';

export default function Contact() {
  const teamEmail = contactAddress(useSite());
  return (
    <Screen
      title={t(screenName('/contact'))}
      lead={t('Questions about a programme, a partnership or a donation? We read every message.')}
    >
      <div className="contact-layout">
        <MessageForm
          title={t('Send us a message')}
          intro={<p className="form-card__intro">{t('We reply by e-mail within five working days.')}</p>}
          kinds="contact"
          submitLabel={t('Send message')}
        />
        <aside className="contact-ways" aria-labelledby="contact-ways-heading">
          <h2 id="contact-ways-heading">{t('Other ways to reach us')}</h2>
          <dl>
            <dt>{t('E-mail')}</dt>
            <dd>
              <a href={`mailto:${teamEmail}`}>{teamEmail}</a>
            </dd>
            <dt>{t('When we reply')}</dt>
            <dd>{t('Within five working days, Monday to Friday.')}</dd>
            <dt>{t('About applying')}</dt>
            <dd>
              <T
                message="Eligibility and deadlines are on the <stepup>StepUp Scholars</stepup> and <dynamerge>Dynamerge</dynamerge> pages."
                components={{ stepup: <Link to="/programs/stepup-scholars" />, dynamerge: <Link to="/programs/dynamerge" /> }}
              />
            </dd>
            <dt>{t('Volunteering, mentoring, partnering')}</dt>
            <dd>
              <T
                message="<link>Get involved</link> tells you how, with a form of its own."
                components={{ link: <Link to="/get-involved" /> }}
              />
            </dd>
          </dl>
        </aside>
      </div>
    </Screen>
  );
}
