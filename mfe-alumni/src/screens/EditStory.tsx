import type { ReactNode } from 'react';
import { api, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useNavigate, useParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { StoryForm } from '../stories/StoryForm.js';
import { canChangeStory, STAGE_LABELS, storyStage } from '../stories/storyStage.js';
import type { StoriesNotice } from './AlumniStories.js';

/** Changes a story that waits untouched or came back with a note, and sends it (again) to the editors. */
export default function EditStory() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // The author's own list holds every story of theirs; one not in it is someone else's or does not exist.
  const story = useLoad(async () => (await api(routes.listMyStories)).items.find((item) => item.id === id) ?? null, [id]);
  return (
    <Screen
      title={t(screenName('/alumni/stories/:id/edit'))}
      subject={story.status === 'ready' ? story.value?.title : null}
      lead={t('Change your story, then send it to the editors again.')}
    >
      <PortalNav />
      <p className="stories-back">
        <Link to="/alumni/stories">{t('Back to your stories')}</Link>
      </p>
      <LoadState state={story} loadingLabel={t('Loading your story…')} errorTitle={t('Your story could not be loaded')}>
        {({ value }) =>
          !value ? (
            <Unchangeable title={t('This story was not found')}>
              {t('It is not one of yours, or the address is wrong.')}
            </Unchangeable>
          ) : !canChangeStory(value) ? (
            <Unchangeable title={t('“{title}” can no longer be changed', { title: value.title })}>
              {t('{stage}: only a story waiting for the editors, or returned to you, can be changed.', {
                stage: t(STAGE_LABELS[storyStage(value)]),
              })}
            </Unchangeable>
          ) : (
            <>
              {value.status === 'returned' && value.note ? (
                <figure className="story-card__note">
                  <figcaption>{t('The editor’s note')}</figcaption>
                  <blockquote>{value.note}</blockquote>
                </figure>
              ) : null}
              <StoryForm
                key={value.id}
                story={value}
                send={(input) => api(routes.reviseStory, { params: { id: value.id }, body: input })}
                onSent={(sent) =>
                  navigate('/alumni/stories', {
                    state: { sent: t('“{title}” is with the editors again.', { title: sent.title }) } satisfies StoriesNotice,
                  })
                }
              />
            </>
          )
        }
      </LoadState>
    </Screen>
  );
}

function Unchangeable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="error-panel" role="alert">
      <h2 className="error-panel__title">{title}</h2>
      <div className="error-panel__body">
        <p>{children}</p>
      </div>
    </div>
  );
}
