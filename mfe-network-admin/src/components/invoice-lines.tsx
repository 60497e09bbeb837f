import type { InvoiceLine } from '@affnet/contracts';
import { DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMoney } from '../hooks/use-money';

/**
 * As cards on a phone (the table's own container query): an adjustment's and the total's empty cells take no line,
 * and the total reads "Total" without the offer's label.
 */
const Lines = styled.div`
  @container data-table (max-width: 40rem) {
    table > :is(tbody, tfoot) > tr > td:empty { display: none; }
    table > tfoot > tr > th:first-child::before { content: none; }
  }
`;

interface InvoiceLinesProps {
  /** The page's words: `column.*` and `invoice.{total,adjustment,defaultGoal}`. */
  namespace: string;
  /** The table's name for screen readers: whose invoice, in which currency. */
  caption: string;
  invoice: { currency: string; total: number; lines: InvoiceLine[] };
}

/**
 * An invoice's lines (a publisher's or an advertiser's): an offer's goal with its conversions, or an adjustment with
 * its reason; the total at the foot.
 */
export function InvoiceLines({ namespace, caption, invoice }: InvoiceLinesProps) {
  const { t } = useTranslation(namespace);
  const { money, count } = useMoney();
  const columns = [
    { key: 'offer', label: t('column.offer') },
    { key: 'goal', label: t('column.goal') },
    { key: 'conversions', label: t('column.conversions'), numeric: true },
    { key: 'amount', label: t('column.amount'), numeric: true },
  ];
  const footer = (
    <tr>
      <th scope="row">{t('invoice.total')}</th>
      <td />
      <td />
      <td>{money(invoice.total, invoice.currency)}</td>
    </tr>
  );
  return (
    <Lines>
      <DataTable caption={caption} captionHidden columns={columns} footer={footer}>
        {invoice.lines.map((line) =>
          line.kind === 'adjustment' ? (
            <tr key={line.id}>
              <td>
                {t('invoice.adjustment')}: {line.reason}
              </td>
              <td />
              <td />
              <td>{money(line.amount, invoice.currency)}</td>
            </tr>
          ) : (
            <tr key={line.id}>
              <td>{line.offer_name ?? line.offer_id}</td>
              <td>{line.goal ?? t('invoice.defaultGoal')}</td>
              <td>{count(line.conversions)}</td>
              <td>{money(line.amount, invoice.currency)}</td>
            </tr>
          ),
        )}
      </DataTable>
    </Lines>
  );
}
