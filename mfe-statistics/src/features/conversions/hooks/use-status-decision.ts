import { setConversionStatus } from '@affnet/api';
import type { Conversion } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusDecision } from '../components/conversions-table';

export interface PendingDecision {
  conversion: Conversion;
  decision: StatusDecision;
}

/** The owner's approve / reject flow: ask, send, tell, and hand the updated row back. */
export function useStatusDecision(onUpdated: (conversion: Conversion) => void) {
  const { t } = useTranslation('statistics');
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const updated = await setConversionStatus(pending.conversion.id, pending.decision);
      onUpdated(updated);
      notifySuccess(t(`decision.done.${pending.decision}`, { clickId: updated.click_id }));
      setPending(null);
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    ask: (conversion: Conversion, decision: StatusDecision) => setPending({ conversion, decision }),
    cancel: () => setPending(null),
    confirm,
  };
}
