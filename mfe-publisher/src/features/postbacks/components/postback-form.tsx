import type { Postback } from '@affnet/contracts';
import { type FormFailure, formFailure } from '@affnet/core';
import { Alert, Button, Card, TextField } from '@affnet/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreatePostback } from '../api/create-postback';
import { useUpdatePostback } from '../api/update-postback';
import { usePostbackDraft } from '../hooks/use-postback-draft';
import { usePostbackTest } from '../hooks/use-postback-test';
import type { RunnableOffers } from '../hooks/use-runnable-offers';
import { postbackUrlProblem } from '../lib/postback-validation';
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
type PostbackField = (typeof SERVER_FIELDS)[keyof typeof SERVER_FIELDS];

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
  const draft = usePostbackDraft(editing?.pending_url ?? editing?.url ?? '');
  const [offer, setOffer] = useState(editing?.offer_id ? String(editing.offer_id) : '');
  const [checked, setChecked] = useState(false);
  const create = useCreatePostback();
  const update = useUpdatePostback();
  const busy = create.isPending || update.isPending;
  const [serverError, setServerError] = useState<FormFailure<PostbackField> | null>(null);
  const test = usePostbackTest();
  const titleId = useId();

  const urlProblem = postbackUrlProblem(draft.url);
  const unnamed = draft.rows.findIndex((row) => row.name === '' && row.value !== '');
  const testRefusal = test.state.status === 'failed' && test.state.onUrl ? test.state.message : null;
  const urlError =
    checked && urlProblem
      ? t(urlProblem.key, urlProblem.values)
      : ((serverError?.field === 'url' ? serverError.message : null) ?? testRefusal);
  const offerError = serverError?.field === 'offer' ? serverError.message : null;
  const formError = serverError && serverError.field === null ? serverError.message : null;

  /** A server's verdict on the URL is about the URL it saw: it goes once the URL changes. */
  const urlChanged = () => {
    if (serverError?.field === 'url') setServerError(null);
    if (testRefusal) test.clear();
  };
  const setUrl = (url: string) => {
    urlChanged();
    draft.setUrl(url);
  };
  const rowsError = checked && unnamed >= 0 ? t('error.parameterName', { n: unnamed + 1 }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (urlProblem || unnamed >= 0) return;
    setServerError(null);
    const input = { url: draft.url.trim(), offer_id: offer ? Number(offer) : null };
    const answered = {
      onSuccess: onSaved,
      onError: (error: unknown) => setServerError(formFailure(error, t, SERVER_FIELDS)),
    };
    if (editing) update.mutate({ id: editing.id, input }, answered);
    else create.mutate(input, answered);
  };

  const runTest = () => {
    setChecked(true);
    if (!urlProblem) void test.run({ url: draft.url.trim(), offerId: offer ? Number(offer) : null });
  };

  return (
    <Frame>
      <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <h2 id={titleId}>{t(editing ? 'form.edit' : 'form.new')}</h2>
        <OfferField
          offers={offers}
          value={offer}
          error={offerError}
          onChange={(value) => {
            if (serverError?.field === 'offer') setServerError(null);
            setOffer(value);
          }}
          editing={editing}
        />
        <TextField
          label={t('form.url')}
          name="url"
          value={draft.url}
          error={urlError}
          hint={t('form.urlHint')}
          placeholder="https://tracker.example/postback?click={click_id}&payout={payout}"
          onChange={(e) => {
            setUrl(e.target.value);
            draft.rememberCaret(e.target.selectionStart);
          }}
          onSelect={(e) => draft.rememberCaret(e.currentTarget.selectionStart)}
        />
        <MacroChips
          onInsert={(macro) => {
            urlChanged();
            draft.insertMacro(macro);
          }}
        />
        <ParameterRows
          rows={draft.rows}
          onChange={(rows) => {
            urlChanged();
            draft.setRows(rows);
          }}
        />
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
          <Button type="submit" disabled={busy}>
            {busy ? t('form.saving') : t('form.save')}
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
