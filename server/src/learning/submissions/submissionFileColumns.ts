import { submissionFiles } from '../../db/schema.js';

/** A submission file's details without its bytes. */
export const submissionFileColumns = {
  id: submissionFiles.id,
  name: submissionFiles.name,
  type: submissionFiles.type,
  size: submissionFiles.size,
  uploadedAt: submissionFiles.uploadedAt,
  handedIn: submissionFiles.handedIn,
};
