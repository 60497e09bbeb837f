import type { RemoteAppProps } from '@affnet/contracts';
import { AreaPage } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import '../i18n/offers';

const PAGES = ['all', 'active', 'public', 'private'] as const;

/** The offers area: /offers/all, /active, /public and /private. */
export default function OffersApp(_props: RemoteAppProps) {
  const { t } = useTranslation('offers');
  return (
    <Routes>
      {PAGES.map((page) => (
        <Route key={page} path={page} element={<AreaPage title={t(page)} />} />
      ))}
      <Route path="*" element={<Navigate to="all" replace />} />
    </Routes>
  );
}
