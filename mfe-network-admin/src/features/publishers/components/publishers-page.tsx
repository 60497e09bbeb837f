import { AreaPage } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

export function PublishersPage() {
  const { t } = useTranslation('network');
  return <AreaPage title={t('publishers')} />;
}
