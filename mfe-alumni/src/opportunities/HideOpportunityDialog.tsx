import { api, routes, type OpportunityView } from '@sla/data';
import { hideOpportunityInput } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { HideWithReasonDialog } from '../components/HideWithReasonDialog.js';

/** Staff taking an opportunity off the board. */
export function HideOpportunityDialog({
  opportunity,
  onClose,
  onHidden,
}: {
  opportunity: OpportunityView;
  onClose: () => void;
  onHidden: (view: OpportunityView) => void;
}) {
  return (
    <HideWithReasonDialog
      title={t('Hide “{title}” from the board?', { title: opportunity.title })}
      about={t('No one will find it on the board any more. Its poster is told by notice and e-mail, with the reason you give.')}
      actionLabel={t('Hide opportunity')}
      schema={hideOpportunityInput}
      hide={(body) => api(routes.hideOpportunity, { params: { id: opportunity.id }, body })}
      onClose={onClose}
      onHidden={onHidden}
    />
  );
}
