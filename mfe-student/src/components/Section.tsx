import { useId, type ReactNode } from 'react';

/** A titled part of a screen (h2), labelled by its heading for screen readers' landmarks list. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={className ? `student-section ${className}` : 'student-section'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
