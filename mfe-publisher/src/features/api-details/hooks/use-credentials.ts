import type { NewPublisherCredentials } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCredentials } from '../api/create-credentials';
import { useCredentialsQuery } from '../api/get-credentials';
import { useRegenerateCredentials } from '../api/regenerate-credentials';

/** The publisher's API key, and the pair just created or regenerated (its secret is shown this once). */
export function useCredentials(publisherId: number) {
  const { t } = useTranslation('apiDetails');
  const query = useCredentialsQuery(publisherId);
  const creation = useCreateCredentials();
  const regeneration = useRegenerateCredentials();
  const [fresh, setFresh] = useState<NewPublisherCredentials | null>(null);

  const change = async (kind: 'create' | 'regenerate'): Promise<boolean> => {
    try {
      const pair = await (kind === 'create' ? creation : regeneration).mutateAsync(publisherId);
      setFresh(pair);
      notifySuccess(t(kind === 'create' ? 'credentials.created' : 'credentials.regenerated'));
      return true;
    } catch (error) {
      notifyError(userMessage(error, t));
      return false;
    }
  };

  return {
    query,
    fresh,
    busy: creation.isPending || regeneration.isPending,
    create: () => change('create'),
    regenerate: () => change('regenerate'),
  };
}

export type CredentialsModel = ReturnType<typeof useCredentials>;
