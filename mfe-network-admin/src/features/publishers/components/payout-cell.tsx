import type { PayoutAmount } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { Muted, ScreenReaderText } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Line = styled.span`
  display: block;
  position: relative;
`;

/**
 * A publisher's payout, one line per currency and never a sum of two (issue 27): the reporting currency's first,
 * marked (*) when it holds amounts converted at the owner's rates, then each currency without a rate.
 */
export function PayoutCell({ amounts }: { amounts: PayoutAmount[] }) {
  const { t, i18n } = useTranslation('publishers');
  return (
    <>
      {amounts.map(({ currency, converted, payout }) => (
        <Line key={currency} title={converted ? t('payout.converted') : undefined}>
          {formatMoney(payout, currency, i18n.language)}
          {converted ? (
            <>
              <span aria-hidden="true"> *</span>
              <ScreenReaderText> ({t('payout.converted')})</ScreenReaderText>
            </>
          ) : null}
        </Line>
      ))}
    </>
  );
}

/** Under the table: what the marked payouts mean, or that currencies stand apart; nothing in one currency. */
export function PayoutNote({ amounts, currency }: { amounts: PayoutAmount[][]; currency: string }) {
  const { t } = useTranslation('publishers');
  const lines = amounts.flat();
  if (lines.some((line) => line.converted)) return <Muted>{t('payout.convertedNote', { currency })}</Muted>;
  if (lines.some((line) => line.currency !== currency)) return <Muted>{t('payout.ownLines')}</Muted>;
  return null;
}
