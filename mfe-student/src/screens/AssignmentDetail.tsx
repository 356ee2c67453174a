import { useState } from 'react';
import { api, isDataError, routes, type StudentAssignment } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useCanOpen } from '@sla/portal-kit';
import { Link, useParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { AssignmentFacts } from '../components/AssignmentFacts.js';
import { AssignmentNotFound } from '../components/AssignmentNotFound.js';
import { FeedbackPanel } from '../components/FeedbackPanel.js';
import { HandInForm } from '../components/HandInForm.js';
import { RubricView } from '../components/RubricView.js';
import { Section } from '../components/Section.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { SubmissionSummary } from '../components/SubmissionSummary.js';
import { useNow } from '../hooks/useNow.js';
import { PATHS } from '../paths.js';
import '../student.css';

function AssignmentView({ assignment, onChange }: { assignment: StudentAssignment; onChange: (a: StudentAssignment) => void }) {
  const now = useNow();
  const [notice, setNotice] = useState<string | null>(null);
  const { submission } = assignment;

  return (
    <>
      <div className="student-assignment__status">
        <StatusBadge status={assignment.status} overdue={assignment.overdue} setBeforeJoining={assignment.setBeforeJoining} />
        {assignment.moduleTitle ? <span className="student-assignment__module">{assignment.moduleTitle}</span> : null}
      </div>
      <SuccessNotice message={notice} />

      {submission ? (
        <FeedbackPanel
          submission={submission}
          maxPoints={assignment.maxPoints}
          rubric={assignment.rubric}
          timeZone={assignment.timeZone}
          canHandIn={assignment.canHandIn}
        />
      ) : null}

      <Section title={t('Instructions')}>
        {assignment.instructionsHtml ? (
          // Rendered and sanitised by the data service with the public site's Markdown renderer.
          <div className="prose" dangerouslySetInnerHTML={{ __html: assignment.instructionsHtml }} />
        ) : (
          <p className="student-muted">{t('No further instructions.')}</p>
        )}
      </Section>

      <Section title={t('What to hand in')}>
        <AssignmentFacts assignment={assignment} now={now} />
      </Section>

      {/* Graded with the rubric, the feedback above shows it with the levels chosen; until then, how it will be graded. */}
      {assignment.rubric && !submission?.marks ? (
        <Section title={t('How your work is graded')}>
          <p className="student-muted">
            {t(
              'A level is chosen for each criterion; your grade is their points added up, out of {max, plural, one {# point} other {# points}}.',
              { max: assignment.maxPoints },
            )}
          </p>
          <RubricView rubric={assignment.rubric} />
        </Section>
      ) : null}

      {submission ? (
        <Section title={t('Your work')}>
          <SubmissionSummary assignmentId={assignment.id} submission={submission} timeZone={assignment.timeZone} />
        </Section>
      ) : null}

      <Section title={submission ? t('Hand in again') : t('Hand in')}>
        {assignment.canHandIn ? (
          <HandInForm
            // A new hand-in starts the form afresh from what was handed in.
            key={submission ? `${submission.id}-${submission.attempt}` : 'first'}
            assignment={assignment}
            now={now}
            onHandedIn={(updated) => {
              onChange(updated);
              setNotice(updated.submission?.late ? t('Your work was handed in, marked late.') : t('Your work was handed in.'));
            }}
          />
        ) : (
          <p className="notice student-refusal">
            {/* The service's reason is an English sentence: shown in the reader's language where a catalogue has it. */}
            {assignment.handInRefusal ? t(assignment.handInRefusal) : t('This assignment cannot be handed in now.')}
          </p>
        )}
      </Section>
    </>
  );
}

export default function AssignmentDetail() {
  const { id = '' } = useParams();
  const assignment = useLoad(() => api(routes.getStudentAssignment, { params: { id } }), [id]);
  const canList = useCanOpen(PATHS.assignments);
  const notFound = assignment.status === 'error' && isDataError(assignment.error) && assignment.error.code === 'not_found';

  return (
    <Screen
      title={t(screenName('/student/assignments/:id'))}
      // The assignment's own title once it is known; the page title keeps the screen's name.
      heading={assignment.status === 'ready' ? assignment.value.title : undefined}
      lead={t('Instructions, your work and feedback.')}
    >
      <PortalNav />
      {canList ? (
        <p className="student-back">
          <Link to={PATHS.assignments}>{t('Back to all assignments')}</Link>
        </p>
      ) : null}
      {notFound ? (
        <AssignmentNotFound />
      ) : (
        <LoadState
          state={assignment}
          loadingLabel={t('Loading the assignment…')}
          errorTitle={t('The assignment could not be loaded')}
        >
          {(loaded) => <AssignmentView key={loaded.value.id} assignment={loaded.value} onChange={loaded.replace} />}
        </LoadState>
      )}
    </Screen>
  );
}
