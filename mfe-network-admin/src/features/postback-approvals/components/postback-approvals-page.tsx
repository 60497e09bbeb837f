import { AreaPage } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

export function PostbackApprovalsPage() {
  const { t } = useTranslation('network');
  return <AreaPage title={t('settings')} />;
}
