import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen, T } from '@sla/ui';
import { LinkTokenAction } from '../forms/LinkTokenAction.js';

/** Where the unsubscribe link of every newsletter e-mail lands: /newsletter/unsubscribe?token=… */
export default function NewsletterUnsubscribe() {
  return (
    <Screen title={t(screenName('/newsletter/unsubscribe'))}>
      <LinkTokenAction
        action="unsubscribe"
        working={t('Unsubscribing you…')}
        doneTitle={t('You are unsubscribed')}
        afterDone={
          <p>
            <T
              message="Changed your mind? <link>Sign up again</link> at any time with the form at the bottom of this page."
              components={{ link: <a href="#newsletter-email" /> }}
            />
          </p>
        }
        help={
          <p>
            <T
              message="Open the link again from the newest e-mail we sent you, or <link>write to us</link> and we will take your address off the list."
              components={{ link: <Link to="/contact" /> }}
            />
          </p>
        }
      />
    </Screen>
  );
}
