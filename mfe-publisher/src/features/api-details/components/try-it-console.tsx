import { OFFER_TABS } from '@affnet/contracts';
import { Alert, Button, Card, FormTextField, Select } from '@affnet/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTryIt } from '../hooks/use-try-it';
import { curlSample } from '../lib/curl-sample';
import { CopyButton } from './copy-button';
import { Code, TryResult } from './try-result';

const Section = styled(Card)`
  margin-block-end: 1.5rem;
  h2 { font-size: 1.2rem; margin: 0 0 1rem; }
  h3 { font-size: 1.05rem; margin: 1rem 0 0.5rem; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  column-gap: 1rem;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-block-end: 1rem;
  label { font-weight: 600; font-size: 0.9rem; }
`;

const Reveal = styled.div`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  margin-block-end: 1rem;
`;

const CurlHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

/** Calls the real publisher API with the form's parameters and keys; the curl sample follows the form. */
export function TryItConsole({ apikey, serverUrl, path }: { apikey: string | null; serverUrl: string; path: string }) {
  const { t } = useTranslation('apiDetails');
  const offerTypeId = useId();
  const revealId = useId();
  const { form, send, result, failure, sending } = useTryIt(apikey);
  const [revealed, setRevealed] = useState(false);
  const curl = curlSample(serverUrl, path, form.watch(), revealed);
  const field = (name: 'limit' | 'page' | 'apikey' | 'secretkey') => ({
    label: t(`try.${name}`),
    ...form.field(name),
  });
  return (
    <Section aria-labelledby="try-it-heading">
      <h2 id="try-it-heading">{t('try.heading')}</h2>
      <form noValidate onSubmit={send}>
        <Grid>
          <Field>
            <label htmlFor={offerTypeId}>{t('try.offerType')}</label>
            <Select id={offerTypeId} {...form.register('offer_type')}>
              {OFFER_TABS.map((tab) => (
                <option key={tab} value={tab}>
                  {t('try.offerTypeValue', { value: tab, meaning: t(`try.offerType.${tab}`) })}
                </option>
              ))}
            </Select>
          </Field>
          <FormTextField {...field('limit')} inputMode="numeric" />
          <FormTextField {...field('page')} inputMode="numeric" />
        </Grid>
        <Grid>
          <FormTextField {...field('apikey')} autoComplete="off" spellCheck={false} />
          <FormTextField
            {...field('secretkey')}
            type={revealed ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            hint={t('try.secretHint')}
          />
        </Grid>
        <Reveal>
          <input
            id={revealId}
            type="checkbox"
            checked={revealed}
            onChange={(event) => setRevealed(event.target.checked)}
          />
          <label htmlFor={revealId}>{t('try.revealSecret')}</label>
        </Reveal>
        <Button type="submit" disabled={sending}>
          {sending ? t('try.sending') : t('try.send')}
        </Button>
      </form>
      <CurlHead>
        <h3 id="curl-heading">{t('try.curl')}</h3>
        <CopyButton value={curl} name="curl" />
      </CurlHead>
      <Code tabIndex={0} role="region" aria-labelledby="curl-heading" data-testid="curl-sample">
        {curl}
      </Code>
      {failure ? (
        <Alert $tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      {result ? <TryResult result={result} /> : null}
    </Section>
  );
}
