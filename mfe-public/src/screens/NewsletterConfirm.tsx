import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen, T } from '@sla/ui';
import { LinkTokenAction } from '../forms/LinkTokenAction.js';

/** Where the double opt-in e-mail's link lands: /newsletter/confirm?token=… */
export default function NewsletterConfirm() {
  return (
    <Screen title={t(screenName('/newsletter/confirm'))}>
      <LinkTokenAction
        action="confirm"
        working={t('Confirming your subscription…')}
        doneTitle={t('You are subscribed')}
        afterDone={
          <p>
            <T
              message="While you wait for the first issue, read the latest <link>stories from our community</link>."
              components={{ link: <Link to="/blog" /> }}
            />
          </p>
        }
        help={
          <p>
            <T
              message="A link stops working once it has been used to unsubscribe, or when a newer one was sent. <link>Sign up again</link> with the form at the bottom of this page."
              components={{ link: <a href="#newsletter-email" /> }}
            />
          </p>
        }
      />
    </Screen>
  );
}
