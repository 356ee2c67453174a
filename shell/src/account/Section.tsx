import { useId, type ReactNode } from 'react';

/** One part of the account screen: a titled card with a sentence saying what it is for. */
export function Section({
  title,
  intro,
  children,
  danger = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}) {
  const id = useId();
  return (
    <section
      className={`form-card form-card--wide account__section${danger ? ' account__section--danger' : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="form-card__title">
        {title}
      </h2>
      {intro ? <p className="form-card__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
