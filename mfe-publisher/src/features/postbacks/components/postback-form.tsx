import type { Postback } from '@affnet/contracts';
import { Alert, Button, Card, TextField, useFieldMessage, useValidatedForm } from '@affnet/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreatePostback } from '../api/create-postback';
import { useUpdatePostback } from '../api/update-postback';
import { usePostbackDraft } from '../hooks/use-postback-draft';
import { usePostbackTest } from '../hooks/use-postback-test';
import type { RunnableOffers } from '../hooks/use-runnable-offers';
import { postbackUrlRule } from '../lib/postback-validation';
import { MacroChips } from './macro-chips';
import { OfferField } from './offer-field';
import { ParameterRows } from './parameter-rows';
import { TestResult } from './test-result';

const Frame = styled(Card)`
  margin-bottom: 1.5rem;
`;

const Form = styled.form`
  h2 { font-size: 1.15rem; margin: 0 0 1rem; }
`;

/** The server's field names and the inputs of this form that show them. */
const SERVER_FIELDS = { url: 'url', offer_id: 'offer' } as const;

interface PostbackValues {
  offer: string;
  url: string;
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0;
`;

/** Add or edit a postback: offer, URL (pasted or built from rows and macro chips), Test and Save. */
export function PostbackForm({
  offers,
  editing,
  onSaved,
  onCancel,
}: {
  offers: RunnableOffers;
  editing?: Postback;
  onSaved: (postback: Postback) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('postbacks');
  const initialUrl = editing?.pending_url ?? editing?.url ?? '';
  const draft = usePostbackDraft(initialUrl);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useValidatedForm<PostbackValues>({
    defaultValues: { offer: editing?.offer_id ? String(editing.offer_id) : '', url: initialUrl },
    rules: { url: [postbackUrlRule] },
    serverFields: SERVER_FIELDS,
    onFailure: setFormError,
  });
  const [checked, setChecked] = useState(false);
  const create = useCreatePostback();
  const update = useUpdatePostback();
  const test = usePostbackTest();
  const titleId = useId();
  const offer = form.watch('offer');

  const unnamed = draft.rows.findIndex((row) => row.name === '' && row.value !== '');
  const testRefusal = test.state.status === 'failed' && test.state.onUrl ? test.state.message : null;
  const urlLabel = t('form.url');
  const urlField = form.field('url');
  const urlError = useFieldMessage(urlField.error, urlLabel) ?? testRefusal;
  const offerError = useFieldMessage(form.formState.errors.offer, t('form.offer'));
  const rowsError = checked && unnamed >= 0 ? t('error.parameterName', { n: unnamed + 1 }) : null;

  /** The URL built from the rows or a macro goes into the URL field; the test's verdict was about the old one. */
  const urlRebuilt = (url: string) => {
    if (testRefusal) test.clear();
    form.setValue('url', url, { shouldValidate: form.formState.isSubmitted });
  };

  const send = async (values: PostbackValues) => {
    if (unnamed >= 0) return;
    const input = { url: values.url.trim(), offer_id: values.offer ? Number(values.offer) : null };
    const saved = editing ? await update.mutateAsync({ id: editing.id, input }) : await create.mutateAsync(input);
    onSaved(saved);
  };
  const submit = (event: FormEvent) => {
    setChecked(true);
    setFormError(null);
    void form.submit(send)(event);
  };

  const runTest = async () => {
    setChecked(true);
    if (await form.trigger('url')) void test.run({ url: draft.url.trim(), offerId: offer ? Number(offer) : null });
  };

  return (
    <Frame>
      <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <h2 id={titleId}>{t(editing ? 'form.edit' : 'form.new')}</h2>
        <OfferField
          offers={offers}
          value={offer}
          error={offerError}
          onChange={(value) => form.setValue('offer', value, { shouldValidate: form.formState.isSubmitted })}
          editing={editing}
        />
        <TextField
          {...urlField}
          label={urlLabel}
          error={urlError}
          hint={t('form.urlHint')}
          placeholder="https://tracker.example/postback?click={click_id}&payout={payout}"
          onChange={(e) => {
            if (testRefusal) test.clear();
            void urlField.onChange(e);
            draft.setUrl(e.target.value);
            draft.rememberCaret(e.target.selectionStart);
          }}
          onSelect={(e) => draft.rememberCaret(e.currentTarget.selectionStart)}
        />
        <MacroChips onInsert={(macro) => urlRebuilt(draft.insertMacro(macro))} />
        <ParameterRows rows={draft.rows} onChange={(rows) => urlRebuilt(draft.setRows(rows))} />
        {rowsError ? (
          <Alert $tone="danger" role="alert">
            {rowsError}
          </Alert>
        ) : null}
        {formError ? (
          <Alert $tone="danger" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Buttons>
          <Button type="submit" disabled={form.sending}>
            {form.sending ? t('form.saving') : t('form.save')}
          </Button>
          <Button type="button" $variant="secondary" onClick={runTest} disabled={test.state.status === 'running'}>
            {t('form.test')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Buttons>
        <TestResult state={test.state} />
      </Form>
    </Frame>
  );
}
