import { useTranslation } from 'react-i18next';
import type { Viewer } from '../hooks/use-viewer';
import { type Figures, formatMetric, type Metric, metricLabelKey } from '../lib/metric-columns';
import { Table, TableScroll } from './table';

export interface FiguresRow {
  key: string | number;
  /** The row's heading cell: a day, an offer's name. */
  heading: string;
  figures: Figures;
}

interface FiguresTableProps {
  /** Header of the first column. */
  headingLabel: string;
  metrics: Metric[];
  rows: FiguresRow[];
  currency: string;
  viewer: Viewer;
  /** The table's name: a visible caption, or the id of a heading that names it. */
  caption?: string;
  labelledBy?: string;
}

/** A plain table of figures: one heading cell per row, then the chosen metrics as the role may see them. */
export function FiguresTable({
  headingLabel,
  metrics,
  rows,
  currency,
  viewer,
  caption,
  labelledBy,
}: FiguresTableProps) {
  const { t } = useTranslation('statistics');
  return (
    <TableScroll tabIndex={0} role="region" aria-label={labelledBy ? undefined : caption} aria-labelledby={labelledBy}>
      <Table aria-labelledby={labelledBy}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{headingLabel}</th>
            {metrics.map((metric) => (
              <th key={metric} scope="col" data-numeric>
                {t(metricLabelKey(metric, viewer))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.heading}</th>
              {metrics.map((metric) => (
                <td key={metric} data-numeric>
                  {formatMetric(row.figures, metric, currency, viewer.locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
