/** A release command refused, with one sentence for the person who ran it (never a stack trace). */
export class ReleaseError extends Error {
  name = 'ReleaseError';
}
