import type { ProgramSettingsInput } from '@sla/contract/schemas';

/** The columns a programme's settings form writes. */
export function programValues(input: ProgramSettingsInput) {
  return {
    slug: input.slug,
    name: input.name,
    summary: input.summary,
    description: input.description,
    whoFor: input.whoFor,
    howToApply: input.howToApply,
    status: input.status,
    opensAt: input.opensAt ? new Date(input.opensAt) : null,
    closesAt: input.closesAt ? new Date(input.closesAt) : null,
    timeZone: input.timeZone,
    capacity: input.capacity,
    form: input.form,
    rubric: input.rubric,
  };
}
