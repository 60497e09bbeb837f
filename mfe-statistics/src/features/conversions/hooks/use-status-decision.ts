import type { Conversion } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetConversionStatus } from '../api/set-conversion-status';
import type { StatusDecision } from '../components/conversions-table';

export interface PendingDecision {
  conversion: Conversion;
  decision: StatusDecision;
}

/** The owner's approve / reject flow: ask, send (the row is updated where it is shown), tell. */
export function useStatusDecision() {
  const { t } = useTranslation('statistics');
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const decide = useSetConversionStatus();
  const busy = decide.isPending;

  const confirm = () => {
    if (!pending || busy) return;
    decide.mutate(
      { id: pending.conversion.id, status: pending.decision },
      {
        onSuccess: (updated) => {
          notifySuccess(t(`decision.done.${pending.decision}`, { clickId: updated.click_id }));
          setPending(null);
        },
        onError: (error) => notifyError(userMessage(error, t)),
      },
    );
  };

  return {
    pending,
    busy,
    ask: (conversion: Conversion, decision: StatusDecision) => setPending({ conversion, decision }),
    cancel: () => setPending(null),
    confirm,
  };
}
