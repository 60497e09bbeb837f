import { notifyError, userMessage } from '@affnet/core';
import { Button, ButtonLink } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-bottom: 1rem;
  flex-wrap: wrap;
`;

interface OfferListToolbarProps {
  basePath: string;
  canCreate: boolean;
  onExport: () => Promise<void>;
}

/** Export of the filtered list as offers.csv, and for the owner a way to add an offer. */
export function OfferListToolbar({ basePath, canCreate, onExport }: OfferListToolbarProps) {
  const { t } = useTranslation('offers');
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Bar>
      <Button
        type="button"
        $variant="secondary"
        onClick={exportCsv}
        disabled={exporting}
        aria-busy={exporting || undefined}
      >
        {t('list.export')}
      </Button>
      {canCreate ? <ButtonLink to={`${basePath}/new`}>{t('list.new')}</ButtonLink> : null}
    </Bar>
  );
}
