import { useState } from 'react';
import { api, isDataError, routes, type Cohort, type CohortMember, type Completion } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useCan } from '@sla/portal-kit';
import { Link, useParams, useSearchParams } from '@sla/router';
import { ErrorPanel, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { Tabs } from '../components/Tabs.js';
import { AnnouncementsPanel } from '../delivery/announcements/AnnouncementsPanel.js';
import { AssignmentsPanel } from '../delivery/assignments/AssignmentsPanel.js';
import { CohortDialog } from '../delivery/cohorts/CohortDialog.js';
import { CohortHeader } from '../delivery/cohorts/CohortHeader.js';
import { MembersPanel } from '../delivery/members/MembersPanel.js';
import { ModulesPanel } from '../delivery/modules/ModulesPanel.js';
import '../programs/programs.css';
import '../delivery/delivery.css';

// Tabs translates the labels.
const TABS = [
  { id: 'members', label: msg('Members') },
  { id: 'modules', label: msg('Modules') },
  { id: 'assignments', label: msg('Assignments') },
  { id: 'announcements', label: msg('Announcements') },
] as const;

type CohortTab = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is CohortTab => TABS.some((tab) => tab.id === value);

/** Staff: one cohort, its details, and its members (with mentors), modules, assignments and announcements, a tab each. */
export default function CohortPage() {
  const { id = '' } = useParams();
  const cohort = useLoad(() => api(routes.getCohort, { params: { id } }), [id]);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CohortTab = isTab(requested) ? requested : 'members';
  const canEdit = useCan('edit_programs');
  const [editing, setEditing] = useState(false);

  const selectTab = (next: CohortTab) =>
    // Replace, not push: moving along the tabs with the arrow keys should not fill the history.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const completed = (value: Cohort) => (completion: Completion) => {
    // The member moved from active to completed: the header's figures follow without loading the cohort again.
    if (completion.member.status === 'completed')
      cohort.replace({
        ...value,
        activeMembers: Math.max(0, value.activeMembers - 1),
        completedMembers: value.completedMembers + 1,
      });
  };

  const membersAdded = (value: Cohort) => (members: readonly CohortMember[]) =>
    // The service answered the whole list, so the header's figures are counted from it.
    cohort.replace({
      ...value,
      activeMembers: members.filter((member) => member.status === 'active').length,
      completedMembers: members.filter((member) => member.status === 'completed').length,
    });

  return (
    <Screen
      title={t(screenName('/admin/delivery/:id'))}
      heading={cohort.status === 'ready' ? cohort.value.name : undefined}
      lead={t('A cohort: its members, modules, assignments and announcements.')}
      wide
    >
      <PortalNav />
      <p className="delivery-back">
        <Link to="/admin/delivery">{t('All programmes and cohorts')}</Link>
      </p>
      {cohort.status === 'error' && isDataError(cohort.error) && cohort.error.code === 'not_found' ? (
        <ErrorPanel title={t('We could not find that cohort')}>
          <p>{t('It may have been removed, or the link may be wrong.')}</p>
        </ErrorPanel>
      ) : (
        <LoadState state={cohort} loadingLabel={t('Loading the cohort…')} errorTitle={t('The cohort could not be loaded')}>
          {(ready) => (
            <>
              <CohortHeader cohort={ready.value} onEdit={canEdit ? () => setEditing(true) : undefined} />
              <Tabs label={t('Parts of {name}', { name: ready.value.name })} tabs={TABS} selected={tab} onSelect={selectTab}>
                {tab === 'members' ? (
                  <MembersPanel
                    cohort={ready.value}
                    onCompleted={completed(ready.value)}
                    onMembersAdded={membersAdded(ready.value)}
                  />
                ) : tab === 'modules' ? (
                  <ModulesPanel cohort={ready.value} />
                ) : tab === 'assignments' ? (
                  <AssignmentsPanel cohort={ready.value} />
                ) : (
                  <AnnouncementsPanel cohort={ready.value} />
                )}
              </Tabs>
              {editing ? (
                <CohortDialog
                  programName={ready.value.programName}
                  cohort={ready.value}
                  save={(body) => api(routes.updateCohort, { params: { id: ready.value.id }, body })}
                  onSaved={(saved) => {
                    cohort.replace(saved);
                    setEditing(false);
                  }}
                  onCancel={() => setEditing(false)}
                />
              ) : null}
            </>
          )}
        </LoadState>
      )}
    </Screen>
  );
}
