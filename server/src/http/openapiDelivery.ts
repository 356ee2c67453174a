/** Programme delivery's delivery endpoints, described for the OpenAPI document (and so fuzzed by http/fuzz). */
export const deliveryComponents = {};

export function deliveryPaths() {
  return {};
}
