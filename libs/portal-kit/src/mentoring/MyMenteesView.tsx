import { api, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { MenteeTable } from './MenteeTable.js';

const loadMentees = async () => (await api(routes.listMentees)).items;

/** A mentor's mentees (staff in /admin/mentees, alumni in /alumni/mentees), each opening `${base}/<id>`. */
export function MyMenteesView({ base }: { base: string }) {
  const mentees = useLoad(loadMentees, []);
  return (
    <LoadState
      state={mentees}
      loadingLabel={t('Loading your mentees…')}
      errorTitle={t('Your mentees could not be loaded')}
      isEmpty={({ value }) => value.length === 0}
      empty={
        <p className="empty-state">{t('You have no mentees yet. Staff pair students with mentors on each cohort’s page.')}</p>
      }
    >
      {({ value }) => <MenteeTable mentees={value} base={base} />}
    </LoadState>
  );
}
