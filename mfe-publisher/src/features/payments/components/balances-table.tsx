import { formatMoney } from '@affnet/format';
import { DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BALANCE_FIGURES, type OwnBalance } from '../lib/figures';

const Glossary = styled.dl`
  display: grid;
  gap: 0.35rem 1rem;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  margin: 1rem 0 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
  /* Each term and its meaning are one row of the grid. */
  div { display: contents; }
`;

/** His balances, one row per currency (never added across currencies), and what each figure means. */
export function BalancesTable({ rows }: { rows: OwnBalance[] }) {
  const { t, i18n } = useTranslation('payments');
  const columns = [
    { key: 'currency', label: t('balance.currency') },
    ...BALANCE_FIGURES.map((figure) => ({ key: figure, label: t(`balance.${figure}`), numeric: true })),
  ];
  return (
    <>
      <DataTable caption={t('balances')} captionHidden columns={columns} narrow="cards">
        {rows.map((row) => (
          <tr key={row.currency}>
            <td>{row.currency}</td>
            {BALANCE_FIGURES.map((figure) => (
              <td key={figure}>{formatMoney(row[figure], row.currency, i18n.language)}</td>
            ))}
          </tr>
        ))}
      </DataTable>
      <Glossary aria-label={t('glossary')}>
        {BALANCE_FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(`balance.${figure}`)}</dt>
            <dd>{t(`explain.${figure}`)}</dd>
          </div>
        ))}
      </Glossary>
    </>
  );
}
