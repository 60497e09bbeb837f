import { createCredentials, getCredentials, regenerateCredentials } from '@affnet/api';
import type { NewPublisherCredentials } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, Muted, useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './ui-bits';

/** The publisher's API key; create or regenerate (with a confirmation) shows the new secret once. */
export function CredentialsBox({ publisherId, hasCredentials }: { publisherId: number; hasCredentials: boolean }) {
  const { t } = useTranslation('publishers');
  const { state, replace } = useLoad(String(publisherId), () =>
    hasCredentials ? getCredentials(publisherId) : Promise.resolve({ apikey: null }),
  );
  const [fresh, setFresh] = useState<NewPublisherCredentials | null>(null);
  const apikey = fresh?.apikey ?? (state.status === 'done' ? state.data.apikey : null);

  const issue = async () => {
    if (apikey && !window.confirm(t('credentials.confirm'))) return;
    try {
      const created = apikey ? await regenerateCredentials(publisherId) : await createCredentials(publisherId);
      setFresh(created);
      replace(() => ({ apikey: created.apikey }));
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
