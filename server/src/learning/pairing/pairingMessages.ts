/** What staff read when a pairing is refused. */
export const PAIRING_MESSAGES = {
  notCandidate: 'Choose a mentor from the list: staff, admins and alumni who offered to mentor.',
  notSelf: 'A student cannot be their own mentor. Choose someone else.',
  pairedMeanwhile: 'Someone else paired this student with a mentor just now. Reload the cohort and try again.',
} as const;
