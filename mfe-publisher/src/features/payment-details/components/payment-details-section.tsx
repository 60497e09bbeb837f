import { Muted, QueryState, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { usePaymentDetails } from '../api/get-payment-details';
import '../i18n/payment-details';
import { PaymentDetailsForm } from './payment-details-form';

/** The Payments page's section of payment details: the form, filled with what is saved. */
export function PaymentDetailsSection() {
  const { t } = useTranslation('paymentDetails');
  const details = usePaymentDetails();
  const times = useTimeFormat();
  return (
    <section aria-labelledby="payment-details-title">
      <h2 id="payment-details-title">{t('title')}</h2>
      <QueryState query={details} loadingLabel={t('loading')}>
        {(saved) => (
          <>
            <Muted as="p">{saved ? t('savedOn', { date: times.dateTime(saved.updated_at) }) : t('none')}</Muted>
            {/* Mounted anew when a save changes them, so the form starts from what the server stored. */}
            <PaymentDetailsForm key={saved?.updated_at ?? 'new'} saved={saved} />
          </>
        )}
      </QueryState>
    </section>
  );
}
