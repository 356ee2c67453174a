import { useState } from 'react';
import { api, routes, type StorySubmission } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { ConfirmDialog, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useLocation } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { NoStories, StoryList } from '../stories/StoryList.js';

/** What the write and change screens tell this one after sending, to say so at the top. */
export interface StoriesNotice {
  sent?: string;
}

/** The stories the alumnus sent the editors, newest first, each with where it is and what they may do with it. */
export default function AlumniStories() {
  const stories = useLoad(async () => (await api(routes.listMyStories)).items, []);
  const [withdrawing, setWithdrawing] = useState<StorySubmission | null>(null);
  const [notice, setNotice] = useState<string | null>((useLocation().state as StoriesNotice | null)?.sent ?? null);

  const withdraw = async (story: StorySubmission) => {
    const withdrawn = await api(routes.withdrawStory, { params: { id: story.id } });
    if (stories.status === 'ready') stories.replace(stories.value.map((item) => (item.id === withdrawn.id ? withdrawn : item)));
    setWithdrawing(null);
    setNotice(t('You withdrew “{title}”. The editors will not publish it.', { title: story.title }));
  };

  return (
    <Screen
      title={t(screenName('/alumni/stories'))}
      lead={t(
        'Tell the community what you have done since the programme. Editors read every story before it is published on the site, with your name.',
      )}
    >
      <PortalNav />
      <SuccessNotice message={notice} />
      <p className="stories-start">
        <Link className="button button--primary" to="/alumni/stories/new">
          {t('Write a story')}
        </Link>
      </p>
      <LoadState
        state={stories}
        loadingLabel={t('Loading your stories…')}
        errorTitle={t('Your stories could not be loaded')}
        isEmpty={(ready) => ready.value.length === 0}
        empty={<NoStories />}
      >
        {(ready) => <StoryList stories={ready.value} onWithdraw={setWithdrawing} />}
      </LoadState>
      {withdrawing ? (
        <ConfirmDialog
          title={t('Withdraw “{title}”?', { title: withdrawing.title })}
          label={t('Withdraw story')}
          busyLabel={t('Withdrawing…')}
          onConfirm={() => withdraw(withdrawing)}
          onCancel={() => setWithdrawing(null)}
          danger
        >
          {t('The editors will no longer see it, and it cannot be sent again. You can always write a new story.')}
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}
