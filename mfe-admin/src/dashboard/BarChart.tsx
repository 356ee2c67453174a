import { useId, useMemo } from 'react';
import { formatNumber } from '@sla/i18n';
import { layoutBars } from './barScale.js';
import { HorizontalBars, VerticalBars } from './BarDrawing.js';
import './bar-chart.css';

export interface BarSeries {
  label: string;
  values: readonly number[];
  /** A CSS colour or custom property (var(--color-primary)). */
  colour: string;
}

export interface BarChartProps {
  /** What the chart shows, in words: the figure's accessible name and the table's caption. */
  title: string;
  /** The bars' labels: programmes, reviewers, weeks. */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** Bars along the vertical axis: long labels (names) stay readable on a phone. */
  horizontal?: boolean;
  stacked?: boolean;
  /** The first column's heading in the table alternative. */
  categoryHeading: string;
}

/**
 * A bar chart drawn in HTML and CSS, over a table of the same figures for screen readers. The drawing is only a
 * picture of the table, so it is hidden from assistive technology rather than described twice. No chart library:
 * the admin home has a byte budget, and bars are boxes with a width.
 */
export function BarChart({ title, categories, series, horizontal = false, stacked = false, categoryHeading }: BarChartProps) {
  const captionId = useId();
  const { scale, bars } = useMemo(
    () =>
      layoutBars(
        series.map((s) => s.values),
        categories.length,
        stacked,
      ),
    [series, categories.length, stacked],
  );
  const Drawing = horizontal ? HorizontalBars : VerticalBars;
  return (
    <figure className="dashboard-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="dashboard-chart__title">
        {title}
      </figcaption>
      <div className="bar-chart" aria-hidden="true">
        {series.length > 1 ? (
          <ul className="bar-chart__legend">
            {series.map((s) => (
              <li key={s.label} className="bar-chart__key">
                <span className="bar-chart__swatch" style={{ background: s.colour }} />
                {s.label}
              </li>
            ))}
          </ul>
        ) : null}
        <Drawing categories={categories} keys={series} scale={scale} bars={bars} />
      </div>
      <div className="visually-hidden">
        <table className="data-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeading}</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, row) => (
              <tr key={row}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.label} className="data-table__number">
                    {s.values[row] === undefined ? null : formatNumber(s.values[row])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
