import { useState } from 'react';
import { api, orNull, routes, type OpportunityView } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { ConfirmDialog } from '@sla/forms';
import { formatList, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useCan } from '@sla/portal-kit';
import { Link, useParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { fieldName, localCountryName } from '../names.js';
import { HideOpportunityDialog } from '../opportunities/HideOpportunityDialog.js';
import { deadlineText, kindName, posterText, STATE_NAMES } from '../opportunities/names.js';
import { placeText } from '../opportunities/OpportunityCard.js';
import '../opportunities/opportunities.css';

/** One opportunity: how to apply, its details; the poster edits or closes it, staff hide it with a reason. */
export default function OpportunityPage() {
  const id = useParams().id ?? '';
  const loaded = useLoad(() => orNull(api(routes.getOpportunity, { params: { id } })), [id]);
  const moderator = useCan('manage_alumni_profiles');
  const [dialog, setDialog] = useState<'hide' | 'close' | null>(null);
  const replace = (view: OpportunityView) => {
    if (loaded.status === 'ready') loaded.replace(view);
    setDialog(null);
  };

  return (
    <Screen
      title={t(screenName('/alumni/opportunities/:id'))}
      heading={loaded.status === 'ready' && loaded.value ? loaded.value.title : undefined}
      subject={loaded.status === 'ready' ? loaded.value?.title : null}
    >
      <PortalNav />
      <p className="opportunity-back">
        <Link to="/alumni/opportunities">{t('Back to the board')}</Link>
      </p>
      <LoadState
        state={loaded}
        loadingLabel={t('Loading the opportunity…')}
        errorTitle={t('The opportunity could not be loaded')}
        isEmpty={(ready) => ready.value === null}
        empty={<p className="notice">{t('We could not find that opportunity. It may have closed.')}</p>}
      >
        {({ value }) => (value ? <Details opportunity={value} moderator={moderator} onAct={setDialog} /> : null)}
      </LoadState>
      {dialog === 'hide' && loaded.status === 'ready' && loaded.value ? (
        <HideOpportunityDialog opportunity={loaded.value} onClose={() => setDialog(null)} onHidden={replace} />
      ) : null}
      {dialog === 'close' && loaded.status === 'ready' && loaded.value ? (
        <ConfirmDialog
          title={t('Close “{title}”?', { title: loaded.value.title })}
          label={t('Close opportunity')}
          busyLabel={t('Closing…')}
          onConfirm={async () => replace(await api(routes.closeOpportunity, { params: { id } }))}
          onCancel={() => setDialog(null)}
          danger
        >
          {t('It leaves the board for good. You can post it again as a new opportunity.')}
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}

function Details({
  opportunity,
  moderator,
  onAct,
}: {
  opportunity: OpportunityView;
  moderator: boolean;
  onAct: (action: 'hide' | 'close') => void;
}) {
  const tags = [...opportunity.fields.map(fieldName), ...opportunity.countries.map(localCountryName)];
  const editable = opportunity.mine && (opportunity.state === 'open' || opportunity.state === 'expired');
  return (
    <article className="opportunity">
      {opportunity.state !== 'open' ? (
        <div className="notice opportunity__state" role="status">
          <p>{t(STATE_NAMES[opportunity.state])}</p>
          {opportunity.hiddenReason ? <p>{t('The reason staff gave: {reason}', { reason: opportunity.hiddenReason })}</p> : null}
        </div>
      ) : null}
      <dl className="opportunity__facts">
        <dt>{t('Kind')}</dt>
        <dd>{kindName(opportunity.kind)}</dd>
        <dt>{t('Organisation')}</dt>
        <dd>{opportunity.organisation}</dd>
        <dt>{t('Place')}</dt>
        <dd>{placeText(opportunity)}</dd>
        <dt>{t('Deadline')}</dt>
        <dd>{deadlineText(opportunity.deadline)}</dd>
        {tags.length ? (
          <>
            <dt>{t('Fields and countries')}</dt>
            <dd>{formatList(tags)}</dd>
          </>
        ) : null}
        <dt>{t('Posted by')}</dt>
        <dd>{posterText(opportunity)}</dd>
      </dl>
      <section className="opportunity__apply" aria-label={t('How to apply')}>
        {opportunity.applyUrl ? (
          <p>
            <a className="button button--primary" href={opportunity.applyUrl} target="_blank" rel="noopener noreferrer nofollow">
              {t('Apply on the organisation’s site')}
            </a>
          </p>
        ) : null}
        {opportunity.howToApply ? <p className="opportunity__how">{opportunity.howToApply}</p> : null}
      </section>
      {opportunity.detailsHtml ? (
        // Rendered and sanitised by the data service (decision 0014).
        <div className="prose opportunity__details" dangerouslySetInnerHTML={{ __html: opportunity.detailsHtml }} />
      ) : null}
      {editable || (opportunity.mine && opportunity.state !== 'closed') || (moderator && opportunity.state !== 'hidden') ? (
        <p className="opportunity__actions">
          {editable ? (
            <Link className="button button--outline" to={`/alumni/opportunities/${encodeURIComponent(opportunity.id)}/edit`}>
              {t('Edit')}
            </Link>
          ) : null}
          {opportunity.mine && opportunity.state !== 'closed' ? (
            <button type="button" className="button button--outline" onClick={() => onAct('close')}>
              {t('Close')}
            </button>
          ) : null}
          {moderator && opportunity.state !== 'hidden' ? (
            <button type="button" className="button button--danger" onClick={() => onAct('hide')}>
              {t('Hide from the board')}
            </button>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
