import { useEffect, useRef, type ReactNode } from 'react';
import { pageTitle, useSite } from './site.js';

let firstScreenShown = false;

export interface ScreenProps {
  /** The screen's name: the page title's first part and, unless `heading` is given, its h1. */
  title: string;
  heading?: ReactNode;
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
export function Screen({ title, heading, lead, children, wide, className }: ScreenProps) {
  const { siteName } = useSite();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = pageTitle(title, siteName);
  }, [title, siteName]);

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
      {children}
    </section>
  );
}
