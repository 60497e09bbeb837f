import { AreaPage, Muted, QueryState } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBalances } from '../api/get-balances';
import { useInvoices } from '../api/get-invoices';
import '../i18n/payments';
import { BalancesTable } from './balances-table';
import { InvoicesTable } from './invoices-table';

const Sections = styled.div`
  section { margin-block-start: 1.75rem; }
  h2 { font-size: 1.15rem; margin: 0 0 0.75rem; }
`;

/**
 * /payments: the publisher's balances per currency, his invoices, and (`details`, the payment details feature's
 * section, given by the area so features stay apart) the details he is paid by.
 */
export function PaymentsPage({ details }: { details?: ReactNode }) {
  const { t } = useTranslation('payments');
  const balances = useBalances();
  const invoices = useInvoices();
  return (
    <AreaPage title={t('title')}>
      <Muted>{t('intro')}</Muted>
      <Sections>
        <section aria-labelledby="balances-title">
          <h2 id="balances-title">{t('balances')}</h2>
          <QueryState
            query={balances}
            loadingLabel={t('balancesLoading')}
            isEmpty={(answer) => answer.rows.length === 0}
            empty={<Muted role="status">{t('balancesEmpty')}</Muted>}
          >
            {(answer) => <BalancesTable rows={answer.rows} />}
          </QueryState>
        </section>
        <section aria-labelledby="invoices-title">
          <h2 id="invoices-title">{t('invoices')}</h2>
          <QueryState
            query={invoices}
            loadingLabel={t('invoicesLoading')}
            isEmpty={(list) => list.length === 0}
            empty={<Muted role="status">{t('invoicesEmpty')}</Muted>}
          >
            {(list) => <InvoicesTable invoices={list} />}
          </QueryState>
        </section>
        {details}
      </Sections>
    </AreaPage>
  );
}
