import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { pageTitle, useSite } from './site.js';

let firstScreenShown = false;

/** Lets a part of a screen that loads the thing shown name it in the page title (useScreenSubject). */
const SubjectSetter = createContext<((subject: string | null) => void) | null>(null);

/**
 * Names what the screen shows in the page title, from a part of it that loaded the thing (a post's editor, a
 * mentorship): "Reading log — Assignment — Site". Given nothing, the title is the screen's alone.
 */
export function useScreenSubject(subject: string | null | undefined): void {
  const set = useContext(SubjectSetter);
  const name = subject?.trim() || null;
  useEffect(() => {
    set?.(name);
    return () => set?.(null);
  }, [set, name]);
}

export interface ScreenProps {
  /** The screen's name: the page title's first part and, unless `heading` is given, its h1. */
  title: string;
  heading?: ReactNode;
  /**
   * What a detail screen shows ("Reading log"), named first in the page title: "Reading log — Assignment — Site".
   * A heading given as text is taken as the subject unless this says otherwise.
   */
  subject?: string | null;
  lead?: ReactNode;
  children?: ReactNode;
  /** Wider layout for tables and dashboards. */
  wide?: boolean;
  /** An extra class on the screen's section, for a page with a layout of its own (a hero, an article). */
  className?: string;
}

/**
 * One screen: sets the page title and renders the single h1. After a client-side navigation the
 * heading takes focus so screen readers announce the new page (the first load keeps natural focus).
 */
export function Screen({ title, heading, subject, lead, children, wide, className }: ScreenProps) {
  const { siteName } = useSite();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [loadedSubject, setLoadedSubject] = useState<string | null>(null);
  const named = subject ?? loadedSubject ?? (typeof heading === 'string' && heading !== title ? heading : null);

  useEffect(() => {
    // Only the screen on the page names it: on Preact a screen whose code arrived after the visitor had moved on can
    // still render, detached, and must not rename the page they are on.
    if (headingRef.current?.isConnected === false) return;
    document.title = pageTitle(title, siteName, named);
  }, [title, siteName, named]);

  useEffect(() => {
    if (firstScreenShown) headingRef.current?.focus({ preventScroll: true });
    firstScreenShown = true;
  }, [title]);

  return (
    <section className={['screen', wide && 'screen--wide', className].filter(Boolean).join(' ')} aria-labelledby="screen-heading">
      <header className="screen__header">
        <h1 id="screen-heading" ref={headingRef} tabIndex={-1}>
          {heading ?? title}
        </h1>
        {lead ? <p className="screen__lead">{lead}</p> : null}
      </header>
      <SubjectSetter.Provider value={setLoadedSubject}>{children}</SubjectSetter.Provider>
    </section>
  );
}
