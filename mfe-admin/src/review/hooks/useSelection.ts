import { useState } from 'react';

/** Ids ticked in a list; emptied whenever `scope` (the list's query) changes, so hidden rows are never acted on. */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: new Set() });
  const ids = state.scope === scope ? state.ids : new Set<string>();
  const select = (changed: readonly string[], selected: boolean) => {
    const next = new Set(ids);
    for (const id of changed) {
      if (selected) next.add(id);
      else next.delete(id);
    }
    setState({ scope, ids: next });
  };
  const clear = () => setState({ scope, ids: new Set() });
  return { ids, select, clear };
}
