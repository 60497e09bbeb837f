import { DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { FiguresView } from '../hooks/use-figures-view';
import { type Figures, type Metric, metricLabelKey } from '../lib/metric-columns';
import { MetricValue } from './metric-cell';

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
  viewer: FiguresView;
  /** The table's name; `captionHidden` when a heading above already shows it. */
  caption: string;
  captionHidden?: boolean;
}

/** A table of figures: one heading cell per row, then the metrics as the role may see them; cards on a phone. */
export function FiguresTable({
  headingLabel,
  metrics,
  rows,
  currency,
  viewer,
  caption,
  captionHidden,
}: FiguresTableProps) {
  const { t } = useTranslation('statistics');
  const columns = [
    { key: 'heading', label: headingLabel },
    ...metrics.map((metric) => ({ key: metric, label: t(metricLabelKey(metric, viewer)), numeric: true })),
  ];
  return (
    // Cards where the columns have no room (a phone): each row's money stays in sight, never behind a sideways scroll.
    <DataTable caption={caption} captionHidden={captionHidden} columns={columns} narrow="cards">
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.heading}</th>
          {metrics.map((metric) => (
            <td key={metric}>
              <MetricValue figures={row.figures} metric={metric} currency={currency} viewer={viewer} />
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
