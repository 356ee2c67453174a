import { errorMessage, isDataError } from '@sla/data';
import { t } from '@sla/i18n';
import { ErrorPanel } from '@sla/ui';

export type PlaceholderShape = 'cards' | 'programmes' | 'article' | 'programme';

/**
 * A calm stand-in while a page's data is on its way: grey shapes the size of what is coming, so
 * nothing below jumps when it arrives, and one short status line for screen readers. It carries
 * the `loading` class, so the shell keeps the server's rendering of the page in view meanwhile.
 */
export function Placeholder({ label, shape }: { label: string; shape: PlaceholderShape }) {
  const cards = shape === 'cards' ? 3 : shape === 'programmes' ? 2 : 0;
  return (
    <div className={`placeholder placeholder--${shape} loading`}>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {cards ? (
        <div className="placeholder__grid" aria-hidden="true">
          {Array.from({ length: cards }, (_, index) => (
            <div key={index} className="placeholder__card">
              <div className="placeholder__image" />
              <div className="placeholder__line placeholder__line--short" />
              <div className="placeholder__line" />
              <div className="placeholder__line" />
            </div>
          ))}
        </div>
      ) : (
        <div aria-hidden="true">
          {shape === 'article' ? <div className="placeholder__image placeholder__image--wide" /> : null}
          {Array.from({ length: 7 }, (_, index) => (
            <div key={index} className={index % 3 === 2 ? 'placeholder__line placeholder__line--short' : 'placeholder__line'} />
          ))}
        </div>
      )}
    </div>
  );
}

/** What broke (`title`: "We could not load …", one whole message), in plain words, and Retry. */
export function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <ErrorPanel title={title} onRetry={retry}>
      <p>{isDataError(error) ? t(errorMessage(error)) : t('Please check your connection and try again.')}</p>
    </ErrorPanel>
  );
}
