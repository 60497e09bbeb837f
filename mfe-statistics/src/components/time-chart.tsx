import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  values: number[];
}

/** The few uPlot styles the chart needs (its CSS file would need a loader this build does not have). */
const Frame = styled.div`
  width: 100%;
  min-height: 260px;
  .u-wrap { position: relative; user-select: none; }
  .u-under, .u-over { position: absolute; }
  .u-axis { position: absolute; }
  canvas { display: block; position: relative; width: 100%; height: 100%; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
`;

const Swatch = styled.span<{ $color: string; $line: 'solid' | 'dashed' | 'dotted' }>`
  display: inline-block;
  width: 1.5rem;
  margin-right: 0.4rem;
  vertical-align: middle;
  border-top: 3px ${(p) => p.$line} ${(p) => p.$color};
`;

/** The last point's marker in the legend: a hollow ring, as drawn on the chart. */
const Ring = styled.span`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: 0.4rem;
  vertical-align: middle;
  border: 2px solid ${(p) => p.theme.colors.muted};
  border-radius: 50%;
`;

/** Dotted, faded, a hollow ring on the point: how the chart draws a last point that is not a whole one. */
const PARTIAL_DASH = [2, 4];

/**
 * A line chart of one or more series over labelled points (days, hours, or categories).
 * uPlot is loaded on demand, so it never weighs on pages without a chart. Screen readers get the
 * figure's name; the table beside the chart holds the same figures.
 */
export function TimeChart({
  name,
  labels,
  series,
  partialLast,
}: {
  name: string;
  labels: string[];
  series: ChartSeries[];
  /**
   * The last point is not a whole one (today so far): its segment is drawn dotted with a ring on the point, and this
   * note explains it in the legend, so it never reads as an unexplained drop.
   */
  partialLast?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const colors = [theme.colors.primary, theme.colors.success, theme.colors.danger];
  const last = labels.length - 1;
  const split = partialLast !== undefined && last > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the data or the theme changes
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let gone = false;
    // The canvas has a fixed width: follow the frame when the window (or the sidebar) changes its size, or the old
    // width would push the page wider than the window.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (chart && element.clientWidth) chart.setSize({ width: element.clientWidth, height: 260 });
          });
    resized?.observe(element);
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      const axis = { stroke: theme.colors.muted, grid: { stroke: theme.colors.border, width: 1 } };
      // Room for the longest label, so the labels of the time axis never overlap.
      const labelSpace = Math.max(50, Math.max(...labels.map((label) => label.length)) * 7 + 16);
      chart = new UPlot(
        {
          width: element.clientWidth || 600,
          height: 260,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            {
              ...axis,
              space: labelSpace,
              incrs: [1, 2, 3, 4, 6, 7, 12, 14, 24, 30],
              values: (_u, ticks) => ticks.map((i) => labels[i] ?? ''),
            },
            axis,
            // The second series (conversions) has its own scale on the right: it is far smaller than clicks.
            ...(series.length > 1 ? [{ ...axis, scale: 'y2', side: 1, grid: { show: false } }] : []),
          ],
          series: [
            {},
            ...series.map((s, i) => ({
              label: s.label,
              scale: i === 0 ? 'y' : 'y2',
              stroke: colors[i % colors.length],
              width: 2,
              dash: i ? [6, 4] : [],
            })),
            // The partial last segment of each series, on the same scale: from the last whole point to the last.
            ...(split
              ? series.map((s, i) => ({
                  label: s.label,
                  scale: i === 0 ? 'y' : 'y2',
                  stroke: colors[i % colors.length],
                  alpha: 0.7,
                  width: 2,
                  dash: PARTIAL_DASH,
                  points: { show: true, size: 9, width: 2, fill: theme.colors.surface, filter: [last] },
                }))
              : []),
          ],
        },
        [
          labels.map((_, i) => i),
          ...series.map((s) => (split ? s.values.map((v, i) => (i === last ? null : v)) : s.values)),
          ...(split ? series.map((s) => s.values.map((v, i) => (i >= last - 1 ? v : null))) : []),
        ],
        element,
      );
    });
    return () => {
      gone = true;
      resized?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, theme, split]);

  return (
    <figure style={{ margin: 0 }}>
      <Frame ref={box} role="img" aria-label={name} />
      <figcaption>
        <Legend>
          {series.map((s, i) => (
            <li key={s.label}>
              <Swatch $color={colors[i % colors.length] ?? ''} $line={i > 0 ? 'dashed' : 'solid'} aria-hidden="true" />
              {s.label}
            </li>
          ))}
          {split ? (
            <li>
              <Swatch $color={theme.colors.muted} $line="dotted" aria-hidden="true" />
              <Ring aria-hidden="true" />
              {partialLast}
            </li>
          ) : null}
        </Legend>
      </figcaption>
    </figure>
  );
}
