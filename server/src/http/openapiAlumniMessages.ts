/** The alumni network's conversations, blocks and reports in the OpenAPI document. */
export const alumniMessagesComponents = {};

export function alumniMessagesPaths() {
  return {};
}
