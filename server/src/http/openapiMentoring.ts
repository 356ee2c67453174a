/** Programme delivery's mentoring endpoints, described for the OpenAPI document (and so fuzzed by http/fuzz). */
export const mentoringComponents = {};

export function mentoringPaths() {
  return {};
}
