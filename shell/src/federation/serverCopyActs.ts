/**
 * What a visitor did on the server's copy of a page before the live portal had drawn it: a click (a link, a button)
 * and where the focus was. The live portal draws the same markup, so each is found again in it by its place under
 * the screen (child indexes from `.screen`) and done there: the visitor's first click is never lost, and a link opens
 * its page inside the site instead of loading the whole site again.
 */
export interface ServerCopyActs {
  /** Stops listening; what was recorded stays, for `replay`. */
  stop(): void;
  /** Does on the live copy what was done on the server's: the focus, then the click. */
  replay(live: Element): void;
}

const ANCHOR = '.screen';

/** The place of `element` under the copy's screen, or null outside it. */
export function placeOf(element: Element, copy: Element): number[] | null {
  const anchor = copy.querySelector(ANCHOR);
  if (!anchor || !anchor.contains(element)) return null;
  const place: number[] = [];
  for (let at: Element = element; at !== anchor; at = at.parentElement!) place.unshift(indexAmongSiblings(at));
  return place;
}

/** The element at `place` under the live copy's screen, if it is the same kind of element. */
export function atPlace(live: Element, place: number[], tagName: string): HTMLElement | null {
  let at: Element | null = live.querySelector(ANCHOR);
  for (const index of place) at = at?.children[index] ?? null;
  return at instanceof HTMLElement && at.tagName === tagName ? at : null;
}

function indexAmongSiblings(element: Element): number {
  let index = 0;
  for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) index += 1;
  return index;
}

/** The nearest element a click means something on: a link, a button, a summary, a labelled control. */
const ACTIONABLE = 'a[href], button, summary, label, input, select, textarea, [role="button"], [role="tab"]';

export function recordServerCopyActs(copy: Element): ServerCopyActs {
  let clicked: { place: number[]; tagName: string } | null = null;
  const onClick = (event: MouseEvent) => {
    // A click meant for another tab or window keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = (event.target as Element | null)?.closest(ACTIONABLE);
    const place = target && copy.contains(target) ? placeOf(target, copy) : null;
    if (!target || !place) return;
    event.preventDefault();
    clicked = { place, tagName: target.tagName };
  };
  // Followed as it moves: by the time the live copy is drawn, the server's (and what had the focus in it) is gone.
  let focused: { place: number[]; tagName: string } | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Element;
    const place = placeOf(target, copy);
    focused = place ? { place, tagName: target.tagName } : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (copy.contains(event.relatedTarget as Node | null)) return;
    // Chromium says the focus went nowhere while it takes the copy off the page: only a copy still there afterwards
    // means the visitor moved the focus away.
    const left = focused;
    window.setTimeout(() => {
      if (copy.isConnected && focused === left) focused = null;
    }, 0);
  };
  copy.addEventListener('click', onClick as EventListener, true);
  copy.addEventListener('focusin', onFocusIn as EventListener);
  copy.addEventListener('focusout', onFocusOut as EventListener);
  return {
    stop() {
      copy.removeEventListener('click', onClick as EventListener, true);
      copy.removeEventListener('focusin', onFocusIn as EventListener);
      copy.removeEventListener('focusout', onFocusOut as EventListener);
    },
    replay(live) {
      if (focused) atPlace(live, focused.place, focused.tagName)?.focus({ preventScroll: true });
      if (clicked) atPlace(live, clicked.place, clicked.tagName)?.click();
      clicked = null;
      focused = null;
    },
  };
}
