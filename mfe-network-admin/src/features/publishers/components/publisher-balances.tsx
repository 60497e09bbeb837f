import { Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { BalanceTable } from '../../../components/balance-table';
import { usePublisherBalances } from '../api/get-publisher-balances';
import { Section } from './ui-bits';

/** On the publisher's page: what the network owes him per currency, earned to paid. */
export function PublisherBalances({ publisherId, name }: { publisherId: number; name: string }) {
  const { t } = useTranslation('publishers');
  const balances = usePublisherBalances(publisherId);
  return (
    <Section>
      <h2>{t('balances.title')}</h2>
      <QueryState
        query={balances}
        isEmpty={(found) => found.rows.length === 0}
        empty={<Muted role="status">{t('balances.empty')}</Muted>}
      >
        {(found) => (
          <BalanceTable
            caption={t('balances.caption', { name })}
            captionHidden
            rows={found.rows}
            totals={found.totals}
          />
        )}
      </QueryState>
    </Section>
  );
}
