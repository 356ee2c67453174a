import { useMemo } from 'react';
import { t } from '@sla/i18n';
import { lineDiff, type DiffLine } from './lineDiff.js';

/** Unchanged lines kept around each change; longer runs fold into "… N unchanged lines". */
const CONTEXT = 2;

type Shown = DiffLine | { kind: 'folded'; count: number };

function fold(lines: DiffLine[]): Shown[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((line) => line.kind !== 'same'),
  );
  const shown: Shown[] = [];
  lines.forEach((line, index) => {
    if (line.kind !== 'same' || near[index]) return void shown.push(line);
    const last = shown[shown.length - 1];
    if (last?.kind === 'folded') last.count += 1;
    else shown.push({ kind: 'folded', count: 1 });
  });
  return shown;
}

/**
 * The lines of two texts compared: removed ones (in `beforeLabel`'s text only) and added ones (in
 * `afterLabel`'s only), with a little unchanged text around each change. Screen readers hear which is which.
 */
export function DiffView({
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}) {
  const lines = useMemo(() => fold(lineDiff(before, after)), [before, after]);
  if (!lines.some((line) => line.kind === 'added' || line.kind === 'removed'))
    return <p className="diff__same">{t('No differences.')}</p>;
  return (
    <ol
      className="diff"
      aria-label={t('Differences: lines only in {before} are marked −, lines only in {after} +', {
        before: beforeLabel,
        after: afterLabel,
      })}
    >
      {lines.map((line, index) =>
        line.kind === 'folded' ? (
          <li key={index} className="diff__line diff__line--folded">
            {t('{count, plural, one {… # unchanged line} other {… # unchanged lines}}', { count: line.count })}
          </li>
        ) : (
          <li key={index} className={`diff__line diff__line--${line.kind}`}>
            <span className="diff__mark" aria-hidden="true">
              {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
            </span>
            {line.kind === 'same' ? null : (
              <span className="visually-hidden">
                {line.kind === 'added'
                  ? t('Only in {label}:', { label: afterLabel })
                  : t('Only in {label}:', { label: beforeLabel })}{' '}
              </span>
            )}
            <span className="diff__text">{line.text || '\u00a0'}</span>
          </li>
        ),
      )}
    </ol>
  );
}
