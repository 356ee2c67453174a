import { useState } from 'react';
import { Link } from '@sla/router';
import { api, routes, type Cohort, type CohortCandidate, type CohortMember, type Completion } from '@sla/data';
import { LoadState, StackedTableRegion, useLoad } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { useCan } from '@sla/portal-kit';
import { T } from '@sla/ui';
import { RoleBadge } from '../../components/RoleBadge.js';
import { formatDate, personName } from '../../format.js';
import { roleComplement } from '../../roles.js';
import { MEMBER_STATUS_BADGES, MEMBER_STATUS_LABELS, mentorName } from '../labels.js';
import { AddStudentsDialog } from './AddStudentsDialog.js';
import { CompleteDialog } from './CompleteDialog.js';
import { EarlierWorkDialog } from './EarlierWorkDialog.js';
import { MentorDialog } from './MentorDialog.js';
import { shownName } from '@sla/domain';

const STATUS_ORDER = { active: 0, completed: 1, withdrawn: 2 } as const;

/** Active members first, then by name. */
const inOrder = (members: readonly CohortMember[]) =>
  [...members].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || personName(a).localeCompare(personName(b)));

/**
 * A cohort's members with how far each is, and their mentor. Those who manage programme settings add students who
 * are in no cohort, pair mentors and mark members as having completed; others only read.
 */
export function MembersPanel({
  cohort,
  onCompleted,
  onMembersAdded,
}: {
  cohort: Cohort;
  onCompleted: (completion: Completion) => void;
  /** The cohort's members as the service answered an addition. */
  onMembersAdded: (members: readonly CohortMember[]) => void;
}) {
  const members = useLoad(async () => (await api(routes.listMembers, { params: { id: cohort.id } })).items, [cohort.id]);
  const canManage = useCan('manage_program_settings');
  const [adding, setAdding] = useState(false);
  const [choosingFor, setChoosingFor] = useState<CohortMember | null>(null);
  const [completing, setCompleting] = useState<CohortMember | null>(null);
  const [excusing, setExcusing] = useState<CohortMember | null>(null);
  const [notice, setNotice] = useState('');

  const replace = (member: CohortMember) => {
    if (members.status === 'ready') members.replace(members.value.map((each) => (each.uid === member.uid ? member : each)));
  };

  return (
    <>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">
          {t('Students in this cohort, how far each has come, and their mentor.')}
          {canManage ? ` ${t('Add students, choose a mentor, or mark a student as having completed the programme.')}` : ''}
        </p>
        {canManage ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setNotice('');
              setAdding(true);
            }}
          >
            {t('Add students')}
          </button>
        ) : null}
      </div>
      <SuccessNotice message={notice} />
      <LoadState
        state={members}
        loadingLabel={t('Loading members…')}
        errorTitle={t('The members could not be loaded')}
        isEmpty={(ready) => ready.value.length === 0}
        empty={
          <p className="empty-state">
            {t('Nobody is in this cohort yet. Accepted applicants join the cohort that takes new students.')}
          </p>
        }
      >
        {(ready) => (
          <MembersTable
            members={inOrder(ready.value)}
            canManage={canManage}
            onChooseMentor={(member) => {
              setNotice('');
              setChoosingFor(member);
            }}
            onComplete={(member) => {
              setNotice('');
              setCompleting(member);
            }}
            onEarlierWork={(member) => {
              setNotice('');
              setExcusing(member);
            }}
          />
        )}
      </LoadState>
      {adding ? (
        <AddStudentsDialog
          cohort={cohort}
          onCancel={() => setAdding(false)}
          onAdded={(answered, added) => {
            // The service answers the whole list: shown as it is, with no second load.
            members.replace(answered);
            setAdding(false);
            setNotice(addedMessage(added, cohort.name));
            onMembersAdded(answered);
          }}
        />
      ) : null}
      {choosingFor ? (
        <MentorDialog
          cohortId={cohort.id}
          member={choosingFor}
          onCancel={() => setChoosingFor(null)}
          onSaved={(member, message) => {
            replace(member);
            setChoosingFor(null);
            setNotice(message);
          }}
        />
      ) : null}
      {excusing ? (
        <EarlierWorkDialog
          cohortId={cohort.id}
          member={excusing}
          onCancel={() => setExcusing(null)}
          onSaved={(member, message) => {
            replace(member);
            setExcusing(null);
            setNotice(message);
          }}
        />
      ) : null}
      {completing ? (
        <CompleteDialog
          cohortId={cohort.id}
          programName={cohort.programName}
          member={completing}
          onCancel={() => setCompleting(null)}
          onCompleted={(completion) => {
            replace(completion.member);
            setCompleting(null);
            setNotice(
              t('{name} has completed the programme and is now {role}.', {
                name: personName(completion.member),
                // The role's words are @sla/permissions': in French once a catalogue has them.
                role: t(roleComplement(completion.role)),
              }),
            );
            onCompleted(completion);
          }}
        />
      ) : null}
    </>
  );
}

function addedMessage(added: readonly CohortCandidate[], cohortName: string): string {
  const [only] = added;
  return added.length === 1 && only
    ? t('{name} is now in {cohortName}.', { name: personName(only), cohortName })
    : t('{count, plural, one {# student} other {# students}} added to {cohortName}.', { count: added.length, cohortName });
}

function MembersTable({
  members,
  canManage,
  onChooseMentor,
  onComplete,
  onEarlierWork,
}: {
  members: readonly CohortMember[];
  canManage: boolean;
  onChooseMentor: (member: CohortMember) => void;
  onComplete: (member: CohortMember) => void;
  onEarlierWork: (member: CohortMember) => void;
}) {
  return (
    <StackedTableRegion caption={t('Members, active first')} className="members-table">
      <thead>
        <tr>
          <th scope="col">{t('Name')}</th>
          <th scope="col">{t('E-mail')}</th>
          <th scope="col">{t('Status')}</th>
          <th scope="col" className="data-table__number">
            {t('Modules done')}
          </th>
          <th scope="col" className="data-table__number">
            {t('Handed in')}
          </th>
          <th scope="col" className="data-table__number">
            {t('Graded')}
          </th>
          <th scope="col">{t('Mentor')}</th>
          {canManage ? (
            <th scope="col">
              <span className="visually-hidden">{t('Actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const name = personName(member);
          const active = member.status === 'active';
          // Joined after work was due: whether they owe it is staff's call.
          const late = member.dueBeforeJoining > 0;
          return (
            <tr key={member.uid}>
              <th scope="row" className="data-table__name">
                {member.displayName?.trim() || <span className="data-table__muted">{shownName(null)}</span>}
              </th>
              <td className="data-table__wrap">{member.email ?? <span className="data-table__muted">{t('None')}</span>}</td>
              <td>
                <span className={MEMBER_STATUS_BADGES[member.status]}>{t(MEMBER_STATUS_LABELS[member.status])}</span>
                {late ? (
                  <span className="member-joined">
                    {t('Joined {date}', { date: formatDate(member.joinedAt) })}
                    <br />
                    {member.owesEarlierWork
                      ? t('{count, plural, one {Owes # earlier assignment} other {Owes # earlier assignments}}', {
                          count: member.dueBeforeJoining,
                        })
                      : t('{count, plural, one {# earlier assignment not owed} other {# earlier assignments not owed}}', {
                          count: member.dueBeforeJoining,
                        })}
                  </span>
                ) : null}
              </td>
              <td className="data-table__number">{member.modulesDone}</td>
              <td className="data-table__number">{member.assignmentsHandedIn}</td>
              <td className="data-table__number">{member.assignmentsGraded}</td>
              <td>
                {member.mentor ? (
                  <>
                    <span>
                      {mentorName(member.mentor)} <RoleBadge role={member.mentor.role} />
                    </span>
                    {canManage ? <MentorshipLink mentorshipId={member.mentor.mentorshipId} student={name} /> : null}
                  </>
                ) : (
                  <span className="data-table__muted">{t('None')}</span>
                )}
              </td>
              {canManage ? (
                <td className="data-table__actions">
                  {active ? (
                    <div className="delivery-actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        onClick={() => onChooseMentor(member)}
                      >
                        {member.mentor ? (
                          <T
                            message="Change mentor<hidden>: {name}</hidden>"
                            values={{ name }}
                            components={{ hidden: <span className="visually-hidden" /> }}
                          />
                        ) : (
                          <T
                            message="Choose mentor<hidden>: {name}</hidden>"
                            values={{ name }}
                            components={{ hidden: <span className="visually-hidden" /> }}
                          />
                        )}
                      </button>
                      {late ? (
                        <button
                          type="button"
                          className="button button--outline button--small"
                          onClick={() => onEarlierWork(member)}
                        >
                          {member.owesEarlierWork ? (
                            <T
                              message="Excuse earlier work<hidden>: {name}</hidden>"
                              values={{ name }}
                              components={{ hidden: <span className="visually-hidden" /> }}
                            />
                          ) : (
                            <T
                              message="Ask for earlier work<hidden>: {name}</hidden>"
                              values={{ name }}
                              components={{ hidden: <span className="visually-hidden" /> }}
                            />
                          )}
                        </button>
                      ) : null}
                      <button type="button" className="button button--outline button--small" onClick={() => onComplete(member)}>
                        <T
                          message="Mark as completed<hidden>: {name}</hidden>"
                          values={{ name }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      </button>
                    </div>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </StackedTableRegion>
  );
}

/** The pairing's own page, where staff see how it goes and may end it with a reason (manage_program_settings). */
function MentorshipLink({ mentorshipId, student }: { mentorshipId: string; student: string }) {
  return (
    <Link className="member-mentorship" to={`/admin/mentorships/${encodeURIComponent(mentorshipId)}`}>
      <T
        message="Mentorship<hidden>: {name}</hidden>"
        values={{ name: student }}
        components={{ hidden: <span className="visually-hidden" /> }}
      />
    </Link>
  );
}
