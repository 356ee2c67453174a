import { moduleInput, parseInput } from '@sla/contract/schemas';

/** A module's fields from a request body, checked by the shared schema (which also keeps dates storable). */
export function readModuleInput(body: unknown) {
  const input = parseInput(moduleInput, body);
  return { title: input.title, body: input.body, links: input.links, opensAt: new Date(input.opensAt) };
}
