import type { ProfileHidden } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate } from '@sla/ui';

/** Staff took the profile out of the directory: the owner is told plainly, with staff's reason. */
export function HiddenNotice({ hidden }: { hidden: ProfileHidden }) {
  return (
    <section className="profile-hidden" aria-labelledby="profile-hidden-title">
      <h2 id="profile-hidden-title" className="profile-section__title">
        {t('Your profile is hidden from the directory')}
      </h2>
      <p>
        {t(
          '{name} took it out of the alumni directory on {date}, so other alumni cannot find you for now. You can still edit it.',
          { name: hidden.byName, date: formatDate(hidden.at) },
        )}
      </p>
      <p>
        <strong>{t('The reason given:')}</strong> {hidden.reason}
      </p>
      <p>
        {t('If you have questions or have fixed the problem, please contact the alumni team and they will look at it again.')}
      </p>
    </section>
  );
}
