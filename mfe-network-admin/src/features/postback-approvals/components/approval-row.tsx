import type { Postback, PostbackDecision } from '@affnet/contracts';
import { Button, UrlText, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Actions, Urls } from './approvals-table';

/** One held change: who, which offer, what changes (current → new URL), when, and the two decisions. */
export function ApprovalRow({
  postback,
  offer,
  busy,
  onDecide,
}: {
  postback: Postback;
  offer: string;
  busy: boolean;
  onDecide: (decision: PostbackDecision) => void;
}) {
  const { t } = useTranslation('postback-approvals');
  const times = useTimeFormat();
  const names = { publisher: postback.publisher_name, offer };
  const action = postback.pending_action ?? 'update';
  return (
    <tr>
      <td>{postback.publisher_name}</td>
      <td>{offer}</td>
      <td>{t(`change.${action}`)}</td>
      <td>
        <Urls>
          <dt>{t('current')}</dt>
          <dd>{postback.url ? <UrlText>{postback.url}</UrlText> : t('none')}</dd>
          <dt>{t('next')}</dt>
          <dd>{postback.pending_url ? <UrlText>{postback.pending_url}</UrlText> : t('removed')}</dd>
        </Urls>
      </td>
      <td>{times.dateTime(postback.updated_at)}</td>
      <td>
        <Actions>
          <Button type="button" disabled={busy} onClick={() => onDecide('approve')} aria-label={t('approveFor', names)}>
            {t('approve')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => onDecide('reject')}
            aria-label={t('rejectFor', names)}
          >
            {t('reject')}
          </Button>
        </Actions>
      </td>
    </tr>
  );
}
