import { useEffect, useLayoutEffect, useRef } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';

export interface ParcelHostProps {
  /** The parcel's lifecycles, or a loader of them. A new value mounts a new parcel in place of the old. */
  config: ParcelConfig;
  /** What the parcel is given (besides its element) on mount and on every change: location, navigator, site. */
  props: Record<string, unknown>;
  className?: string;
  onMounted?: () => void;
  /** Loading or mounting failed; the parcel is left unmounted. */
  onError?: (error: Error) => void;
}

/**
 * The unmount still under way in each element. A parcel mounted where another is still leaving (React's strict mode
 * runs every effect twice in development; a Retry remounts in place) waits for it, so one element never holds two
 * React roots at once ("createRoot() on a container that has already been passed to createRoot()").
 */
const leaving = new WeakMap<HTMLElement, Promise<unknown>>();

/** `config` as a loader that first waits for whatever is leaving `element`. */
function after(element: HTMLElement, config: ParcelConfig): ParcelConfig {
  const gone = leaving.get(element);
  if (!gone) return config;
  return () => gone.then(() => (typeof config === 'function' ? config() : config));
}

/**
 * Mounts a single-spa parcel into its own element and hands it new props as they change: what
 * single-spa-react's Parcel component did for us, without its class-component runtime, which cost the home
 * page 1.7 KB of JavaScript. Mount, updates and unmount run one after another, never overlapping.
 */
export function ParcelHost({ config, props, className, onMounted, onError }: ParcelHostProps) {
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef({ props, onMounted, onError });
  // Before the effects below run, so they always see this render's props and callbacks.
  useLayoutEffect(() => {
    latest.current = { props, onMounted, onError };
  });
  const current = useRef<{ parcel: Parcel; then: (step: () => unknown) => void; mountedWith: Record<string, unknown> } | null>(
    null,
  );

  useEffect(() => {
    const domElement = element.current!;
    const parcel = mountRootParcel(after(domElement, config), { ...latest.current.props, domElement });
    // A failure to load or bootstrap also rejects these; it is reported once, through mountPromise below.
    parcel.loadPromise.catch(() => {});
    parcel.bootstrapPromise.catch(() => {});
    let queue: Promise<unknown> = parcel.mountPromise.then(
      () => latest.current.onMounted?.(),
      (error: Error) => {
        current.current = null;
        latest.current.onError?.(error);
      },
    );
    const then = (step: () => unknown) => {
      queue = queue.then(step).catch((error: Error) => latest.current.onError?.(error));
    };
    current.current = { parcel, then, mountedWith: latest.current.props };
    return () => {
      current.current = null;
      // Not `then`: an unmount that fails is the page moving on, not this area failing.
      queue = queue
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch((error: unknown) => console.error('[parcel] unmount failed', error));
      const gone = queue;
      leaving.set(domElement, gone);
      void gone.then(() => {
        if (leaving.get(domElement) === gone) leaving.delete(domElement);
      });
    };
  }, [config]);

  useEffect(() => {
    const mounted = current.current;
    if (!mounted || mounted.mountedWith === props) return;
    const domElement = element.current!;
    // Asked when its turn comes: a parcel still loading has no update yet, and the change must not be lost.
    mounted.then(() => {
      const { parcel } = mounted;
      return parcel.update && parcel.getStatus() === 'MOUNTED' ? parcel.update({ ...props, domElement }) : undefined;
    });
    // Only a change of what the parcel is given updates it, not every render of the host.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, Object.values(props));

  return <div ref={element} className={className} />;
}
