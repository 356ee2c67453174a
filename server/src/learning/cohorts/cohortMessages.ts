/** What staff read when a cohort request is refused. */
export const COHORT_MESSAGES = {
  notFound: 'No such cohort.',
  noSuchMember: 'No such member of this cohort.',
  notActive: 'This student is no longer active in the cohort: they have completed the programme or withdrawn.',
  /** Why nobody was added: who is not a student, and who is already active in a cohort (and which). */
  cannotAdd: (notStudents: string[], alreadyIn: string[]) =>
    [
      'Only students who are in no cohort can be added, so nobody was added.',
      notStudents.length ? `Not a student: ${notStudents.join(', ')}.` : '',
      alreadyIn.length ? `Already in a cohort: ${alreadyIn.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const;
