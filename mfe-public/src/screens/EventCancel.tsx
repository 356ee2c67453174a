import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen, T } from '@sla/ui';
import { LinkTokenAction } from '../forms/LinkTokenAction.js';

/** Where the cancel link of an event registration's e-mail lands: /events/cancel?token=… */
export default function EventCancel() {
  return (
    <Screen title={t(screenName('/events/cancel'))}>
      <LinkTokenAction
        action="cancelRegistration"
        working={t('Cancelling your registration…')}
        doneTitle={t('Registration cancelled')}
        afterDone={<p>{t('Thank you for telling us: your place goes to the next person on the waiting list.')}</p>}
        help={
          <p>
            <T
              message="Open the link again from the e-mail we sent you, or <link>write to us</link> and we will cancel it for you."
              components={{ link: <Link to="/contact" /> }}
            />
          </p>
        }
      />
    </Screen>
  );
}
