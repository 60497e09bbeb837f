import { PAYMENT_TERMS } from '@affnet/contracts';
import { FormTextField, SelectField, type ValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { TermDraft } from '../lib/term-rules';

/** The term's choice, and its number of days once "net days" is chosen. */
export function TermFields({ form }: { form: ValidatedForm<TermDraft> }) {
  const { t } = useTranslation('payouts');
  const term = form.watch('term');
  return (
    <>
      <SelectField label={t('terms.term')} {...form.register('term', { deps: ['netDays'] })}>
        {PAYMENT_TERMS.map((value) => (
          <option key={value} value={value}>
            {t(`term.${value}`)}
          </option>
        ))}
      </SelectField>
      {term === 'net_days' ? (
        <FormTextField label={t('terms.netDays')} inputMode="numeric" {...form.field('netDays')} />
      ) : null}
    </>
  );
}
