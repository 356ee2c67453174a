/** Programme delivery's assignments endpoints, described for the OpenAPI document (and so fuzzed by http/fuzz). */
export const assignmentsComponents = {};

export function assignmentsPaths() {
  return {};
}
