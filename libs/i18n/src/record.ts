import type { I18n } from '@lingui/core';
import { runtimeState } from './runtime.js';

/**
 * Starts noting every message the page looks up, for the site server: the page then carries only those (see
 * ./load.ts). It listens on the installed engine rather than in t(), so it also hears a portal's server bundle built
 * before this function existed (portals are released on their own). Returns the function that stops listening and
 * answers the messages looked up meanwhile.
 */
export function recordLookups(): () => Set<string> {
  const state = runtimeState();
  const used = new Set<string>();
  state.recording = used;
  const engine = state.i18n;
  const lookUp = engine?._;
  if (engine && lookUp)
    engine._ = function (this: I18n, id: unknown, ...rest: unknown[]) {
      // An id, or a descriptor ({ id, message }).
      used.add(typeof id === 'string' ? id : ((id as { id?: string } | null)?.id ?? ''));
      return (lookUp as (...args: unknown[]) => string).call(this, id, ...rest);
    } as I18n['_'];
  return () => {
    if (state.recording === used) state.recording = null;
    // The engine's own method again (it lives on the prototype).
    if (engine && lookUp) delete (engine as Partial<Pick<I18n, '_'>>)._;
    return used;
  };
}
