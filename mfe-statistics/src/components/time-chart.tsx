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
  gap: 1rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
`;

const Swatch = styled.span<{ $color: string; $dashed: boolean }>`
  display: inline-block;
  width: 1.5rem;
  margin-right: 0.4rem;
  vertical-align: middle;
  border-top: 3px ${(p) => (p.$dashed ? 'dashed' : 'solid')} ${(p) => p.$color};
`;

/**
 * A line chart of one or more series over labelled points (days, hours, or categories).
 * uPlot is loaded on demand, so it never weighs on pages without a chart. Screen readers get the
 * figure's name; the table beside the chart holds the same figures.
 */
export function TimeChart({ name, labels, series }: { name: string; labels: string[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const colors = [theme.colors.primary, theme.colors.success, theme.colors.danger];

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
          ],
        },
        [labels.map((_, i) => i), ...series.map((s) => s.values)],
        element,
      );
    });
    return () => {
      gone = true;
      resized?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, theme]);

  return (
    <figure style={{ margin: 0 }}>
      <Frame ref={box} role="img" aria-label={name} />
      <figcaption>
        <Legend>
          {series.map((s, i) => (
            <li key={s.label}>
              <Swatch $color={colors[i % colors.length] ?? ''} $dashed={i > 0} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </Legend>
      </figcaption>
    </figure>
  );
}
