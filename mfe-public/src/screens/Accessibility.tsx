import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { contactAddress, T, useSite } from '@sla/ui';
import { LegalPage } from '../parts/LegalPage.js';

export default function Accessibility() {
  const site = useSite();
  const { siteName } = site;
  const email = contactAddress(site);
  return (
    <LegalPage
      pattern="/accessibility"
      lead={t('We want everyone to be able to use this site: on any phone, on a slow connection, with any assistive technology.')}
      updated="2026-11"
      sections={[
        {
          id: 'a11y-target',
          title: t('Our target'),
          body: (
            <p>
              {t(
                '{siteName} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, public pages and portals alike. We check new pages with a keyboard alone, with a screen reader, at 320 pixels wide and at 200% zoom, and with automated tools, before they go live.',
                { siteName },
              )}
            </p>
          ),
        },
        {
          id: 'a11y-what',
          title: t('What you can expect'),
          body: (
            <ul>
              <li>{t('Everything works with a keyboard, and you can always see where you are.')}</li>
              <li>{t('Pages have one main heading, clear sections and a link to skip straight to the content.')}</li>
              <li>{t('Pictures that carry meaning have a text description; decorative ones are hidden from screen readers.')}</li>
              <li>{t('Text and buttons have strong colour contrast, and colour is never the only way something is shown.')}</li>
              <li>{t('You can zoom to 400% or use a narrow screen without scrolling sideways.')}</li>
              <li>{t('Animations stop if your device asks for reduced motion.')}</li>
              <li>
                {t(
                  'Pages are small and use the fonts already on your device, so they open quickly on slow or costly connections.',
                )}
              </li>
              <li>{t('Application forms save your draft as you go, so a deadline is the only time limit.')}</li>
            </ul>
          ),
        },
        {
          id: 'a11y-limits',
          title: t('What we know is not right yet'),
          body: (
            <ul>
              <li>{t('Some older stories have pictures with short descriptions; we are rewriting them.')}</li>
              <li>
                {t(
                  'Documents that applicants and partners upload, such as PDFs, may not be accessible; we can ask for another format when needed.',
                )}
              </li>
              <li>{t('Wide tables in the staff portals scroll sideways on a phone rather than reflowing.')}</li>
              <li>
                {t(
                  "Payments happen on Stripe's page and sign-in with Google or GitHub happens in their windows; they are run by those companies, not by us.",
                )}
              </li>
            </ul>
          ),
        },
        {
          id: 'a11y-report',
          title: t('Tell us about a problem'),
          body: (
            <>
              <p>
                <T
                  message="If something is hard to use, please tell us: through the <link>contact page</link> or by e-mail to <email>{email}</email>. It helps to say which page, what you were trying to do, and what device or assistive technology you use, but a single sentence is enough."
                  values={{ email }}
                  components={{ link: <Link to="/contact" />, email: <a href={`mailto:${email}`} /> }}
                />
              </p>
              <p>
                {t(
                  'We answer within five working days. If a problem stops you applying before a deadline, we will find another way for you to apply, such as by e-mail or by phone, and we will not hold the delay against you.',
                )}
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
