import { Alert, Button, Card, ConfirmDialog, Muted, QueryState, useTimeFormat } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CredentialsModel } from '../hooks/use-credentials';
import { CopyButton } from './copy-button';

const Key = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-block-end: 1rem;
  dt { font-weight: 600; min-inline-size: 8rem; }
  dd { margin: 0; display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
  code { overflow-wrap: anywhere; }
`;

const Section = styled(Card)`
  margin-block-end: 1.5rem;
  h2 { font-size: 1.2rem; margin: 0 0 1rem; }
  dl { margin: 0; }
`;

function KeyRow({ label, value }: { label: string; value: string }) {
  return (
    <Key>
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>
        <CopyButton value={value} name={label} />
      </dd>
    </Key>
  );
}

/** The publisher's API key with Copy, Create when he has none, Regenerate behind a confirmation. */
export function CredentialsCard({ model }: { model: CredentialsModel }) {
  const { t } = useTranslation('apiDetails');
  const times = useTimeFormat();
  const [confirming, setConfirming] = useState(false);
  const { query, fresh, busy } = model;
  const regenerate = async () => {
    await model.regenerate();
    setConfirming(false);
  };
  return (
    <Section aria-labelledby="api-credentials-heading">
      <h2 id="api-credentials-heading">{t('credentials.heading')}</h2>
      <QueryState query={query} loadingLabel={t('credentials.loading')}>
        {(credentials) =>
          credentials.apikey ? (
            <>
              <dl>
                <KeyRow label={t('credentials.apikey')} value={credentials.apikey} />
                {fresh ? <KeyRow label={t('credentials.secret')} value={fresh.secretkey} /> : null}
              </dl>
              {fresh ? (
                <Alert $tone="danger" role="status">
                  {t('credentials.secretWarning')}
                </Alert>
              ) : (
                <Muted>{t('credentials.secretHidden')}</Muted>
              )}
              {credentials.created_at ? (
                <Muted>
                  {t('credentials.since', {
                    // One time alone: its zone goes with it rather than in a note.
                    date: `${times.dateTime(credentials.created_at)} (${times.timeZone})`,
                  })}
                </Muted>
              ) : null}
              <Button type="button" $variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
                {t('credentials.regenerate')}
              </Button>
            </>
          ) : (
            <>
              <Muted>{t('credentials.none')}</Muted>
              <Button type="button" onClick={model.create} disabled={busy}>
                {t('credentials.create')}
              </Button>
            </>
          )
        }
      </QueryState>
      {confirming ? (
        <ConfirmDialog
          title={t('confirm.title')}
          message={t('confirm.message')}
          confirmLabel={t('confirm.regenerate')}
          busy={busy}
          onConfirm={regenerate}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Section>
  );
}
