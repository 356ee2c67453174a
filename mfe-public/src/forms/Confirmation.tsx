import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What a visitor sees once a form was taken: a status message that takes focus as it appears, so
 * screen-reader users hear it and keyboard users continue from it.
 */
export function Confirmation({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="confirmation" role="status" tabIndex={-1}>
      <h2 className="confirmation__title">{title}</h2>
      {children}
      {actions ? <div className="confirmation__actions">{actions}</div> : null}
    </div>
  );
}
