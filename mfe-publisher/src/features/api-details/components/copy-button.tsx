import { notifyError, notifySuccess } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

/** Copies `value` to the clipboard and says so; `name` says what is copied (for the label and the toast). */
export function CopyButton({ value, name }: { value: string; name: string }) {
  const { t } = useTranslation('apiDetails');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(t('copied', { name }));
    } catch {
      notifyError(t('copyFailed'));
    }
  };
  return (
    <Button type="button" $variant="secondary" onClick={copy} aria-label={t('copyNamed', { name })}>
      {t('copy')}
    </Button>
  );
}
