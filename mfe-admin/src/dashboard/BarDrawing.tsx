import { Fragment, type CSSProperties } from 'react';
import { formatNumber } from '@sla/i18n';
import type { Bar, BarScale } from './barScale.js';

export interface DrawingProps {
  categories: readonly string[];
  /** Each series's name and colour, by index: the bars' parts refer to them. */
  keys: readonly { label: string; colour: string }[];
  scale: BarScale;
  bars: Bar[][];
}

/** The gridlines are a repeating gradient, one period per step, so they need the number of steps. */
const stepsStyle = (scale: BarScale) => ({ '--bar-chart-steps': scale.ticks.length - 1 }) as CSSProperties;
const at = (tick: number, scale: BarScale) => `${(tick / scale.max) * 100}%`;

function Parts({ bar, keys, along }: { bar: Bar; keys: DrawingProps['keys']; along: 'width' | 'height' }) {
  return bar.parts.map((part) => {
    const key = keys[part.series]!;
    return (
      <span
        key={part.series}
        className="bar-chart__part"
        style={{ [along]: `${part.percent}%`, background: key.colour }}
        title={`${key.label}: ${formatNumber(part.value)}`}
      />
    );
  });
}

/** One row per category; a stacked or single bar per row, or one bar per series under the same label. */
export function HorizontalBars({ categories, keys, scale, bars }: DrawingProps) {
  return (
    <div className="bar-chart__plot bar-chart__plot--horizontal" style={stepsStyle(scale)}>
      {categories.map((category, row) => (
        <Fragment key={row}>
          <span className="bar-chart__label" style={{ '--bar-chart-bars': bars[row]!.length } as CSSProperties}>
            {category}
          </span>
          {bars[row]!.map((bar, index) => (
            <Fragment key={index}>
              <span className="bar-chart__track">
                <Parts bar={bar} keys={keys} along="width" />
              </span>
              <span className="bar-chart__value">{formatNumber(bar.total)}</span>
            </Fragment>
          ))}
        </Fragment>
      ))}
      <span className="bar-chart__axis">
        {scale.ticks.map((tick) => (
          <span key={tick} className="bar-chart__tick" style={{ left: at(tick, scale) }}>
            {formatNumber(tick)}
          </span>
        ))}
      </span>
    </div>
  );
}

/** Columns over their labels, with the scale at the side; labels may be thinned by CSS when space is short. */
export function VerticalBars({ categories, keys, scale, bars }: DrawingProps) {
  const crowded = categories.length > 6 ? ' bar-chart__plot--crowded' : '';
  return (
    <div className={`bar-chart__plot bar-chart__plot--vertical${crowded}`} style={stepsStyle(scale)}>
      <span className="bar-chart__scale">
        {scale.ticks.map((tick) => (
          <span key={tick} className="bar-chart__tick">
            {formatNumber(tick)}
          </span>
        ))}
      </span>
      <span className="bar-chart__columns">
        {categories.map((_, row) => (
          <span key={row} className="bar-chart__column">
            {bars[row]!.map((bar, index) => (
              <span key={index} className="bar-chart__bar">
                <Parts bar={bar} keys={keys} along="height" />
              </span>
            ))}
          </span>
        ))}
      </span>
      <span className="bar-chart__labels">
        {categories.map((category, row) => (
          <span key={row} className="bar-chart__label">
            {category}
          </span>
        ))}
      </span>
    </div>
  );
}
