import { api, routes } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useNavigate } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { StoryForm } from '../stories/StoryForm.js';
import type { StoriesNotice } from './AlumniStories.js';

/** A new story for the editors. */
export default function WriteStory() {
  const navigate = useNavigate();
  return (
    <Screen
      title={t(screenName('/alumni/stories/new'))}
      lead={t('Your story goes to the editors, who read it before it is published.')}
    >
      <PortalNav />
      <p className="stories-back">
        <Link to="/alumni/stories">{t('Back to your stories')}</Link>
      </p>
      <StoryForm
        story={null}
        send={(input) => api(routes.submitStory, { body: input })}
        onSent={(story) =>
          navigate('/alumni/stories', {
            state: {
              sent: t('“{title}” is with the editors. You will hear from them here and by e-mail.', { title: story.title }),
            } satisfies StoriesNotice,
          })
        }
      />
    </Screen>
  );
}
