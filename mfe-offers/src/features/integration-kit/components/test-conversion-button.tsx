import { notifyError, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useSendTestConversion } from '../api/send-test-conversion';
import { TestConversionSteps } from './test-conversion-steps';

/** "Send a test conversion": a click and its conversion end to end, rolled back by the server, then each step. */
export function TestConversionButton({ offerId }: { offerId: number }) {
  const { t } = useTranslation('offers');
  const test = useSendTestConversion();
  const run = () => test.mutate(offerId, { onError: (error) => notifyError(userMessage(error, t)) });
  return (
    <>
      <h3>{t('kit.testHeading')}</h3>
      <p>{t('kit.testIntro')}</p>
      <Button type="button" onClick={run} disabled={test.isPending} aria-busy={test.isPending || undefined}>
        {t('kit.testButton')}
      </Button>
      {test.data ? <TestConversionSteps result={test.data} /> : null}
    </>
  );
}
