import { AreaPage } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

export function NetworksPage() {
  const { t } = useTranslation('network');
  return <AreaPage title={t('networks')} />;
}
