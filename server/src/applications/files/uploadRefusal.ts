/**
 * A refused upload whose status DataError has no code for: 413 (too large) or 415 (wrong type). The upload route
 * answers it in the usual error shape, with code invalid_input as the service's other 413 and 415 answers have.
 */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }
}
