/** What staff read when a cohort request is refused. */
export const COHORT_MESSAGES = {
  notFound: 'No such cohort.',
  noSuchMember: 'No such member of this cohort.',
  notActive: 'This student is no longer active in the cohort: they have completed the programme or withdrawn.',
} as const;
