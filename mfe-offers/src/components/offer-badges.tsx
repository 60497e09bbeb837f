import type { OfferAccess, OfferStatus } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';

const STATUS_TONE: Record<OfferStatus, BadgeTone> = {
  active: 'success',
  paused: 'muted',
  pending: 'primary',
  expired: 'danger',
};

const ACCESS_TONE: Record<OfferAccess, BadgeTone> = {
  allowed: 'success',
  requested: 'primary',
  rejected: 'danger',
  none: 'muted',
};

export function StatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('offers');
  return <Badge $tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

export function AccessBadge({ access }: { access: OfferAccess }) {
  const { t } = useTranslation('offers');
  return <Badge $tone={ACCESS_TONE[access]}>{t(`access.${access}`)}</Badge>;
}
