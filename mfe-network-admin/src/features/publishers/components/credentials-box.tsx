import type { NewPublisherCredentials } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, Muted } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCredentials } from '../api/create-credentials';
import { useCredentials } from '../api/get-credentials';
import { useRegenerateCredentials } from '../api/regenerate-credentials';
import { Section } from './ui-bits';

/** The publisher's API key; create or regenerate (with a confirmation) shows the new secret once. */
export function CredentialsBox({ publisherId, hasCredentials }: { publisherId: number; hasCredentials: boolean }) {
  const { t } = useTranslation('publishers');
  const credentials = useCredentials(publisherId, hasCredentials);
  const create = useCreateCredentials(publisherId);
  const regenerate = useRegenerateCredentials(publisherId);
  const [fresh, setFresh] = useState<NewPublisherCredentials | null>(null);
  const apikey = fresh?.apikey ?? credentials.data?.apikey ?? null;

  const issue = async () => {
    if (apikey && !window.confirm(t('credentials.confirm'))) return;
    try {
      const created = apikey ? await regenerate.mutateAsync() : await create.mutateAsync();
      setFresh(created);
      notifySuccess(t('credentials.done'));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <Section aria-labelledby="credentials-title">
      <h2 id="credentials-title">{t('credentials.title')}</h2>
      {apikey ? (
        <dl>
          <dt>{t('credentials.apikey')}</dt>
          <dd>
            <code>{apikey}</code>
          </dd>
          {fresh ? (
            <>
              <dt>{t('credentials.secret')}</dt>
              <dd>
                <code>{fresh.secretkey}</code>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <Muted>{t('credentials.none')}</Muted>
      )}
      <Button type="button" $variant="secondary" onClick={issue}>
        {t(apikey ? 'credentials.regenerate' : 'credentials.create')}
      </Button>
    </Section>
  );
}
