import type { PaymentTerms, PublisherPaymentTerm } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, DataTable, Muted, SelectField, useFieldMessage, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublisherChoices } from '../api/get-publisher-choices';
import { useRemovePublisherTerm } from '../api/remove-publisher-term';
import { useSavePaymentTerm } from '../api/save-payment-term';
import { TERM_RULES, type TermDraft, termOf } from '../lib/term-rules';
import { TermFields } from './term-fields';

const RULES = {
  ...TERM_RULES,
  publisherId: [(value: string) => (value ? null : { key: 'payouts:error.publisher' })],
};

/** Publishers paid on a term of their own: the list (each may go back to the network's term) and a form to add one. */
export function PublisherTerms({ terms }: { terms: PaymentTerms }) {
  const { t } = useTranslation('payouts');
  const headingId = useId();
  const remove = useRemovePublisherTerm();
  const drop = (own: PublisherPaymentTerm) =>
    remove.mutate(own.publisher_id, {
      onSuccess: () => notifySuccess(t('terms.removed', { publisher: own.publisher_name })),
      onError: (error) => notifyError(userMessage(error, t), t('common:error')),
    });
  const termText = (own: PublisherPaymentTerm) =>
    own.term === 'net_days' ? t('term.netDays', { count: own.net_days ?? 0 }) : t(`term.${own.term}`);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('terms.publishers')}</h2>
      <Muted>{t('terms.publishersHelp')}</Muted>
      {terms.publishers.length === 0 ? (
        <Muted role="status">{t('terms.publishersEmpty')}</Muted>
      ) : (
        <DataTable
          caption={t('terms.publishers')}
          captionHidden
          columns={[
            { key: 'publisher', label: t('column.publisher') },
            { key: 'term', label: t('terms.term') },
            { key: 'action', label: t('terms.term'), labelHidden: true },
          ]}
        >
          {terms.publishers.map((own) => (
            <tr key={own.publisher_id}>
              <td>{own.publisher_name}</td>
              <td>{termText(own)}</td>
              <td>
                <Button type="button" $variant="link" disabled={remove.isPending} onClick={() => drop(own)}>
                  {t('terms.remove', { publisher: own.publisher_name })}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <PublisherTermForm />
    </section>
  );
}

function PublisherTermForm() {
  const { t } = useTranslation('payouts');
  const publishers = usePublisherChoices();
  const save = useSavePaymentTerm();
  const form = useValidatedForm<TermDraft>({
    defaultValues: { term: 'monthly', netDays: '', publisherId: '' },
    rules: RULES,
    serverFields: { net_days: 'netDays', term: 'term', publisherId: 'publisherId' },
  });
  const label = t('terms.publisher');
  const publisherError = useFieldMessage(form.formState.errors.publisherId, label);
  const send = async (draft: TermDraft) => {
    await save.mutateAsync({ publisherId: Number(draft.publisherId), term: termOf(draft) });
    notifySuccess(t('terms.saved'));
    form.reset();
  };
  return (
    <form onSubmit={form.submit(send)} noValidate aria-label={t('terms.setPublisher')}>
      <SelectField label={label} error={publisherError} {...form.register('publisherId')}>
        <option value="">{t('terms.choosePublisher')}</option>
        {(publishers.data ?? []).map((publisher) => (
          <option key={publisher.id} value={String(publisher.id)}>
            {publisher.name}
          </option>
        ))}
      </SelectField>
      <TermFields form={form} />
      <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
        {t('terms.setPublisher')}
      </Button>
    </form>
  );
}
