import { AreaPage } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

export function AdvertisersPage() {
  const { t } = useTranslation('network');
  return <AreaPage title={t('advertisers')} />;
}
