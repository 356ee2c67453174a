/** What a visitor does first on a page (moving the pointer on it, touching it, the wheel, a key), as events. */
const FIRST_ACTS = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/**
 * Runs `task` once the visitor first acts on the page, at the browser's next idle moment: a reader who only reads
 * downloads nothing more, and one who heads for a link has it before the click lands. Returns what stops waiting.
 */
export function whenVisitorActs(task: () => void): () => void {
  const run = () => {
    stop();
    // Safari has no requestIdleCallback.
    const idle = (window as Partial<Pick<Window, 'requestIdleCallback'>>).requestIdleCallback;
    if (idle) idle.call(window, task, { timeout: 500 });
    else window.setTimeout(task, 1);
  };
  const stop = () => {
    for (const type of FIRST_ACTS) document.removeEventListener(type, run, true);
  };
  for (const type of FIRST_ACTS) document.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
