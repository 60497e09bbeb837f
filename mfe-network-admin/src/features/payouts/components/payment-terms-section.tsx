import { QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePaymentTerms } from '../api/payment-terms';
import { MinimumsForm } from './minimums-form';
import { NetworkTermForm } from './network-term-form';
import { PublisherTerms } from './publisher-terms';

const Parts = styled.div`
  display: grid;
  gap: 1.5rem;
  > * + * { border-block-start: 1px solid ${(p) => p.theme.colors.border}; padding-block-start: 1rem; }
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
  /* A choice and a number read better in a column than stretched across a laptop. */
  form { max-inline-size: 32rem; }
`;

/** /network/payouts/terms: the network's term, publishers' own terms and the minimum payout per currency. */
export function PaymentTermsSection() {
  const { t } = useTranslation('payouts');
  const terms = usePaymentTerms();
  return (
    <QueryState query={terms} loadingLabel={t('loading')}>
      {(found) => (
        <Parts>
          <NetworkTermForm setting={found.network} />
          <PublisherTerms terms={found} />
          <MinimumsForm minimums={found.minimums} />
        </Parts>
      )}
    </QueryState>
  );
}
