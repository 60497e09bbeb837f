import type { Postback } from '@affnet/contracts';
import { Button, Muted, UrlText } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { usePostbackTest } from '../hooks/use-postback-test';
import {
  changesOffer,
  type OfferNames,
  offerLabel,
  pendingOfferLabel,
  testableUrl,
  testedOffer,
} from '../lib/postback-labels';
import { Actions, Badge, type BadgeTone } from './postback-table';
import { TestResult } from './test-result';

const TONE: Record<Postback['status'], BadgeTone> = { live: 'success', pending: 'primary', rejected: 'danger' };

/** What waits for the network's approval, when something does. */
function PendingChange({ postback, offerNames }: { postback: Postback; offerNames: OfferNames }) {
  const { t } = useTranslation('postbacks');
  if (postback.status === 'rejected' && postback.pending_url) {
    return <Muted>{t('refused', { url: postback.pending_url })}</Muted>;
  }
  if (postback.status !== 'pending' || !postback.pending_action) return null;
  return (
    <Muted>
      {t(`pending.${postback.pending_action}`, { url: postback.pending_url ?? '' })}
      {changesOffer(postback) ? (
        <>
          <br />
          {t('pending.offer', { offer: pendingOfferLabel(postback, t, offerNames) })}
        </>
      ) : null}
    </Muted>
  );
}

export function PostbackRow({
  postback,
  offerNames,
  onEdit,
  onDelete,
  onLog,
}: {
  postback: Postback;
  offerNames: OfferNames;
  onEdit: () => void;
  onDelete: () => void;
  onLog: () => void;
}) {
  const { t } = useTranslation('postbacks');
  const test = usePostbackTest();
  const offer = offerLabel(postback, t, offerNames);
  const url = testableUrl(postback);
  return (
    <tr>
      <td>{offer}</td>
      <td>
        {postback.url ? <UrlText>{postback.url}</UrlText> : <Muted>{t('noLiveUrl')}</Muted>}
        <PendingChange postback={postback} offerNames={offerNames} />
        <TestResult state={test.state} />
      </td>
      <td>
        <Badge $tone={TONE[postback.status]}>{t(`status.${postback.status}`)}</Badge>
      </td>
      <td>
        <Actions>
          <Button type="button" $variant="secondary" onClick={onEdit} aria-label={t('editFor', { offer })}>
            {t('edit')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => url && test.run({ url, offerId: testedOffer(postback) })}
            disabled={!url || test.state.status === 'running'}
            aria-label={t('testFor', { offer })}
          >
            {t('test')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onLog} aria-label={t('deliveriesFor', { offer })}>
            {t('deliveries')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={onDelete}
            disabled={postback.pending_action === 'delete'}
            aria-label={t('deleteFor', { offer })}
          >
            {t('delete')}
          </Button>
        </Actions>
      </td>
    </tr>
  );
}
