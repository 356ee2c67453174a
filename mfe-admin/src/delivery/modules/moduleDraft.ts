import type { StaffModule } from '@sla/data';
import { moduleInput, type ModuleInput } from '@sla/contract/schemas';
import { isoToZonedLocal, zonedLocalToIso } from '@sla/domain';
import { checkInput, type Checked } from '../checkInput.js';

export interface LinkDraft {
  /** Keeps a row's fields in place while rows above it are removed. */
  key: string;
  label: string;
  url: string;
}

/** A module as its form holds it: the opening time as clocks show it in the programme's zone. */
export interface ModuleDraft {
  title: string;
  opensLocal: string;
  body: string;
  links: LinkDraft[];
}

let lastKey = 0;
export const newLinkKey = () => `link-${(lastKey += 1)}`;

const WEEK = 7 * 24 * 60 * 60 * 1000;

/**
 * When a new module opens unless changed: a week after the last one, or the cohort's first morning, since modules
 * mostly follow each other weekly.
 */
export function suggestedOpening(modules: readonly StaffModule[], startsOn: string, zone: string): string {
  const last = modules.reduce<number | null>((latest, each) => {
    const time = Date.parse(each.opensAt);
    return Number.isNaN(time) || (latest !== null && latest >= time) ? latest : time;
  }, null);
  return last === null ? `${startsOn}T09:00` : isoToZonedLocal(new Date(last + WEEK).toISOString(), zone);
}

export function moduleDraft(module: StaffModule | null, zone: string, opensLocal: string): ModuleDraft {
  if (!module) return { title: '', opensLocal, body: '', links: [] };
  return {
    title: module.title,
    opensLocal: isoToZonedLocal(module.opensAt, zone),
    body: module.body,
    links: module.links.map((link) => ({ key: newLinkKey(), ...link })),
  };
}

/** The input the service takes, checked with its schema; errors keyed as it keys them ("links.1.url"). */
export function buildModuleInput(draft: ModuleDraft, zone: string): Checked<ModuleInput> {
  // Empty or unreadable, the time goes as '' and the schema says to give one.
  const opensAt = draft.opensLocal.trim() ? (zonedLocalToIso(draft.opensLocal, zone) ?? '') : '';
  return checkInput(moduleInput, {
    title: draft.title,
    body: draft.body,
    links: draft.links.map(({ label, url }) => ({ label, url })),
    opensAt,
  });
}
