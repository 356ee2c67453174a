/**
 * A release command refused, with one sentence for the person who ran it (never a stack trace). `kind` says how the
 * data service answers it: 'invalid' a 400, 'missing' a 404, 'conflict' (the gate, nothing to roll back to, the live
 * map busy) a 409, 'damaged' (the store needs a person) a 503.
 */
export class ReleaseError extends Error {
  name = 'ReleaseError';
  constructor(message, kind = 'invalid') {
    super(message);
    this.kind = kind;
  }
}
