import { createCredentials, getCredentials, regenerateCredentials } from '@affnet/api';
import type { NewPublisherCredentials } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The publisher's API key, and the pair just created or regenerated (its secret is shown this once). */
export function useCredentials(publisherId: number) {
  const { t } = useTranslation('apiDetails');
  const { state, reload, replace } = useLoad(`credentials-${publisherId}`, () => getCredentials(publisherId));
  const [fresh, setFresh] = useState<NewPublisherCredentials | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (kind: 'create' | 'regenerate'): Promise<boolean> => {
    setBusy(true);
    try {
      const pair = await (kind === 'create' ? createCredentials(publisherId) : regenerateCredentials(publisherId));
      setFresh(pair);
      replace(() => ({ apikey: pair.apikey, created_at: pair.created_at }));
      notifySuccess(t(kind === 'create' ? 'credentials.created' : 'credentials.regenerated'));
      return true;
    } catch (error) {
      notifyError(userMessage(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    state,
    reload,
    fresh,
    busy,
    create: () => change('create'),
    regenerate: () => change('regenerate'),
  };
}

export type CredentialsModel = ReturnType<typeof useCredentials>;
