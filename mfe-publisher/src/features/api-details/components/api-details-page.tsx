import { AreaPage } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

export function ApiDetailsPage() {
  const { t } = useTranslation('publisher');
  return <AreaPage title={t('apiDetails')} />;
}
