import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { contactAddress, T, useSite } from '@sla/ui';
import { LegalPage } from '../parts/LegalPage.js';

const STRONG = { strong: <strong /> };

export default function Privacy() {
  const site = useSite();
  const { siteName } = site;
  const email = contactAddress(site);
  const emailLink = <a href={`mailto:${email}`} />;
  return (
    <LegalPage
      pattern="/privacy"
      lead={t('What we keep about you, why we keep it, who else sees it, and how to make us change or delete it.')}
      updated="2026-11"
      sections={[
        {
          id: 'privacy-who',
          title: t('Who we are'),
          body: (
            <p>
              <T
                message="{siteName} is a small non-profit organisation. We decide what happens to the information you give us on this site, so we are responsible for it. If you have a question about your data, write to <email>{email}</email> or use our <link>contact page</link>."
                values={{ siteName, email }}
                components={{ email: emailLink, link: <Link to="/contact" /> }}
              />
            </p>
          ),
        },
        {
          id: 'privacy-what',
          title: t('What we keep, and why'),
          body: (
            <>
              <p>{t('We only keep what we need to run our programmes and answer you. In practice that is:')}</p>
              <ul>
                <li>
                  <T
                    message="<strong>Your account.</strong> Your e-mail address, your name and your role on the site (for example applicant or student). Signing in is handled by Google's Firebase Authentication: we never see or store your password."
                    components={STRONG}
                  />
                </li>
                <li>
                  <T
                    message="<strong>Your applications.</strong> What you write in an application, the files you upload, its status, and the scores and notes of the people who review it. We use them to choose scholars and fellows, and to run the programme if you join."
                    components={STRONG}
                  />
                </li>
                <li>
                  <T
                    message="<strong>The newsletter.</strong> Your e-mail address and when you subscribed, confirmed or left. We use double opt-in: nothing is sent until you click the link in our confirmation e-mail. Every newsletter has an unsubscribe link that works with one click."
                    components={STRONG}
                  />
                </li>
                <li>
                  <T
                    message="<strong>Messages you send us.</strong> The name, e-mail address, organisation and message from the Contact and Get Involved forms, so that we can answer."
                    components={STRONG}
                  />
                </li>
                <li>
                  <T
                    message="<strong>Donations.</strong> Payments are made on Stripe's secure page; we never see your card details. Stripe tells us the amount, currency, whether the gift is monthly, and the name and e-mail address you gave, which we keep for receipts and our accounts. If you make a pledge instead, we keep your name, e-mail address and the amount you promised."
                    components={STRONG}
                  />
                </li>
                <li>
                  <T
                    message="<strong>Security records.</strong> When someone's role changes, or someone is refused a page they may not see, we record which account it was and when. To stop forms being abused we count requests for a few minutes; these counts are stored as scrambled codes, never as addresses, and deleted when the few minutes are over."
                    components={STRONG}
                  />
                </li>
              </ul>
              <p>
                {t(
                  'We do not use advertising or tracking cookies, and we do not use analytics services that follow you around the web. Your browser keeps you signed in, remembers that you have an account, and, while you finish signing in with an e-mail link, remembers your address.',
                )}
              </p>
            </>
          ),
        },
        {
          id: 'privacy-share',
          title: t('Who else sees it'),
          body: (
            <>
              <p>
                {t(
                  'Inside our team, people see only what their work needs: reviewers see the applications they review, editors see the stories they edit. Outside it, we use a few service providers who handle data for us and only on our instructions:',
                )}
              </p>
              <ul>
                <li>{t('Google Firebase, for signing in;')}</li>
                <li>{t('Stripe, for payments;')}</li>
                <li>{t('our e-mail provider, to send confirmation e-mails, replies and the newsletter;')}</li>
                <li>{t('our hosting provider, which runs this site and its database.')}</li>
              </ul>
              <p>{t('We never sell your data, and we never share it with anyone for their own marketing.')}</p>
            </>
          ),
        },
        {
          id: 'privacy-how-long',
          title: t('How long we keep it'),
          body: (
            <ul>
              <li>{t('Your account: until you ask us to close it.')}</li>
              <li>
                {t(
                  'Applications: for three years after the decision, so we can answer questions and see how we are doing; then we delete them or remove everything that could identify you.',
                )}
              </li>
              <li>
                {t(
                  'Newsletter: until you unsubscribe. After that we keep only the fact that you left, so that we never write to you by mistake.',
                )}
              </li>
              <li>{t('Messages: for two years after our last reply.')}</li>
              <li>{t('Donations and pledges: as long as the law on charities and tax requires, usually seven years.')}</li>
            </ul>
          ),
        },
        {
          id: 'privacy-rights',
          title: t('Your rights'),
          body: (
            <>
              <p>{t('Whatever country you live in, you can ask us to:')}</p>
              <ul>
                <li>{t('show you the information we hold about you, and give you a copy;')}</li>
                <li>{t('correct anything that is wrong;')}</li>
                <li>{t('delete your information, unless the law makes us keep it (for example donation records);')}</li>
                <li>{t('stop using it for something you object to, such as the newsletter.')}</li>
              </ul>
              <p>
                <T
                  message="Write to <email>{email}</email>. We answer within 30 days and we never charge for it. If you are not happy with our answer, you can complain to the data protection authority of your country."
                  values={{ email }}
                  components={{ email: emailLink }}
                />
              </p>
            </>
          ),
        },
        {
          id: 'privacy-young',
          title: t('If you are under 18'),
          body: (
            <p>
              {t(
                "Some of our scholars are still in their teens. If you are under 18, please talk to a parent, guardian or teacher before you apply; we may ask for their agreement before you join a programme. We never publish a young person's story or photo without their agreement and their guardian's.",
              )}
            </p>
          ),
        },
        {
          id: 'privacy-changes',
          title: t('Changes to this page'),
          body: (
            <p>
              {t(
                'If we change how we use your information, we update this page and the date at the top. If the change matters to you, for example a new service provider that sees your applications, we tell you by e-mail first.',
              )}
            </p>
          ),
        },
      ]}
    />
  );
}
