import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '@sla/i18n';
import { loadChart } from './loadChart.js';

export interface BarSeries {
  label: string;
  values: readonly number[];
  /** A CSS colour or custom property (var(--color-primary)). */
  colour: string;
}

export interface BarChartProps {
  /** What the chart shows, in words: the canvas's accessible name and the table's caption. */
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

type ChartInstance = { destroy(): void };

/** A custom property's value on the page (canvas cannot read CSS variables), or the colour as given. */
function resolveColour(colour: string): string {
  const match = /^var\((--[\w-]+)\)$/.exec(colour);
  if (!match) return colour;
  return getComputedStyle(document.documentElement).getPropertyValue(match[1]!).trim() || '#0b5d4b';
}

/**
 * A bar chart drawn by Chart.js once it has loaded, over a table of the same figures for screen readers (and for
 * everyone if the chart cannot be drawn). The canvas is only a picture of the table, so it is hidden from assistive
 * technology rather than described twice.
 */
export function BarChart({ title, categories, series, horizontal = false, stacked = false, categoryHeading }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const captionId = useId();

  useEffect(() => {
    let chart: ChartInstance | null = null;
    let cancelled = false;
    loadChart()
      .then((Chart) => {
        if (cancelled || !canvas.current) return;
        const valueAxis = { beginAtZero: true, stacked, ticks: { precision: 0 } };
        const categoryAxis = { stacked, ticks: { autoSkip: !horizontal } };
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels: [...categories],
            datasets: series.map((s) => ({ label: s.label, data: [...s.values], backgroundColor: resolveColour(s.colour) })),
          },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
            plugins: { legend: { display: series.length > 1, position: 'bottom' } },
          },
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [categories, series, horizontal, stacked]);

  // Horizontal charts grow with their bars, so every name keeps a readable row.
  const height = horizontal
    ? `${Math.max(10, categories.length * (stacked ? 3 : 2.25) + (series.length > 1 ? 6 : 3))}rem`
    : undefined;
  return (
    <figure className="dashboard-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="dashboard-chart__title">
        {title}
      </figcaption>
      {failed ? null : (
        <div className="dashboard-chart__canvas" style={height ? { height } : undefined}>
          <canvas ref={canvas} aria-hidden="true" />
        </div>
      )}
      <div className={failed ? 'table-scroll' : 'visually-hidden'}>
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
