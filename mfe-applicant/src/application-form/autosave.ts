import { errorMessage, isDataError, type AnswerValue, type Answers, type Application } from '@sla/data';

/** How long typing must pause before the answers are sent. */
export const AUTOSAVE_DELAY_MS = 800;
/** Waits between attempts after a failed save; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000, 30_000];

export type SaveState =
  | { kind: 'idle' }
  /** Changes are waiting for the pause in typing, or on their way. */
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The last attempt failed for a reason that may pass (connection, server busy); another is scheduled. */
  | { kind: 'retrying'; message: string }
  /** The server refused the answers; trying again would not help until something changes. */
  | { kind: 'failed'; message: string };

export interface AutosaveOptions {
  save: (answers: Answers) => Promise<Application>;
  /** Keeps the local copy of what is not saved yet: called with the unsaved answers, or null once all are saved. */
  keepCopy: (unsaved: Answers | null) => void;
  onSaved?: (application: Application) => void;
  /** Restored answers the server does not have yet. */
  unsaved?: Answers;
  delayMs?: number;
  retryDelaysMs?: readonly number[];
}

const same = (a: AnswerValue | undefined, b: AnswerValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** Failures worth trying again by themselves: the connection or the server, not the answers. */
function passes(error: unknown): boolean {
  if (!isDataError(error)) return true;
  return error.code === 'unavailable' || error.code === 'internal' || error.code === 'rate_limited';
}

/**
 * Autosave for one draft, outside React so its timing is plain to follow and test. Changed answers
 * wait for a pause in typing, then go to the server in one call; `flush` sends them at once (blur, a
 * step change, the tab being hidden or closed). One save runs at a time. A failure keeps the typed
 * values and tries again with growing waits; a newer value typed meanwhile is never overwritten.
 */
export class Autosave {
  private readonly unsaved = new Map<string, AnswerValue>();
  private state: SaveState = { kind: 'idle' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<boolean> | null = null;
  private failures = 0;
  /** Detached from the page (the form was left): a last save may run, nothing more is scheduled. */
  private detached = true;
  private readonly delayMs: number;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: AutosaveOptions) {
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (const [id, value] of Object.entries(options.unsaved ?? {})) this.unsaved.set(id, value);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): SaveState => this.state;

  get hasUnsaved(): boolean {
    return this.unsaved.size > 0;
  }

  /** An answer changed: keep it locally at once, send it after the pause. */
  change(questionId: string, value: AnswerValue): void {
    this.unsaved.set(questionId, value);
    this.options.keepCopy(Object.fromEntries(this.unsaved));
    // While waiting to retry, the retry's own wait stands: typing must not hammer a server that is down.
    if (this.state.kind === 'retrying') return;
    this.setState({ kind: 'saving' });
    this.schedule(this.delayMs);
  }

  /** Sends what is unsaved now. Resolves true once nothing is left unsaved. */
  flush = (): Promise<boolean> => {
    this.clearTimer();
    if (this.running) return this.running.then(() => (this.unsaved.size ? this.flush() : true));
    if (!this.unsaved.size) return Promise.resolve(true);
    return this.send();
  };

  /** The form is on screen: save when the tab is hidden or closed, and when the connection returns. */
  attach(): void {
    this.detached = false;
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    window.addEventListener('pagehide', this.flush);
    window.addEventListener('online', this.flush);
    if (this.unsaved.size) this.schedule(this.delayMs);
  }

  /** The form is leaving the screen: one last save of anything unsaved (the local copy covers a failure). */
  detach(): void {
    this.detached = true;
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    window.removeEventListener('pagehide', this.flush);
    window.removeEventListener('online', this.flush);
    void this.flush();
  }

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') void this.flush();
  };

  private send(): Promise<boolean> {
    const sent = Object.fromEntries(this.unsaved);
    this.setState({ kind: 'saving' });
    const running = this.options.save(sent).then(
      (application) => {
        // Only what is still as it was sent is saved; anything typed meanwhile waits for the next save.
        for (const [id, value] of Object.entries(sent)) if (same(this.unsaved.get(id), value)) this.unsaved.delete(id);
        this.failures = 0;
        this.options.keepCopy(this.unsaved.size ? Object.fromEntries(this.unsaved) : null);
        this.setState({ kind: 'saved', at: new Date() });
        this.options.onSaved?.(application);
        if (this.unsaved.size) this.schedule(this.delayMs);
        return this.unsaved.size === 0;
      },
      (error: unknown) => {
        if (passes(error)) {
          const wait = isDataError(error) && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : this.retryWait();
          this.failures += 1;
          this.setState({ kind: 'retrying', message: errorMessage(error) });
          this.schedule(wait);
        } else {
          this.setState({ kind: 'failed', message: errorMessage(error) });
        }
        return false;
      },
    );
    this.running = running.finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private retryWait(): number {
    return this.retryDelaysMs[Math.min(this.failures, this.retryDelaysMs.length - 1)] ?? AUTOSAVE_DELAY_MS;
  }

  private schedule(wait: number): void {
    this.clearTimer();
    if (this.detached) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(state: SaveState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
