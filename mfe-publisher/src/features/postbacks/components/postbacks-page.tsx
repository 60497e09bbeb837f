import { deletePostback, getPostbacks } from '@affnet/api';
import type { Postback } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { AreaPage, Button, ConfirmDialog, DataTable, LoadError, Loading, Muted, useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunnableOffers } from '../hooks/use-runnable-offers';
import '../i18n/postbacks';
import { offerLabel } from '../lib/postback-labels';
import { DeliveryLog } from './delivery-log';
import { PostbackForm } from './postback-form';
import { PostbackRow } from './postback-row';

type Editor = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; postback: Postback };

/** /postback/list and /aff/list: the publisher's postbacks, their add and edit form, Test and the delivery log. */
export function PostbacksPage() {
  const { t } = useTranslation('postbacks');
  const { state, reload } = useLoad('postbacks', () => getPostbacks());
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [logOf, setLogOf] = useState<Postback | null>(null);
  const [deleting, setDeleting] = useState<Postback | null>(null);
  const [busy, setBusy] = useState(false);
  const offers = useRunnableOffers();
  const offerNames = offers.names;

  const saved = (postback: Postback) => {
    notifySuccess(t(postback.status === 'pending' ? 'savedPending' : 'saved'));
    setEditor({ kind: 'closed' });
    reload();
  };

  const confirmDelete = async (postback: Postback) => {
    setBusy(true);
    try {
      const after = await deletePostback(postback.id);
      notifySuccess(t(after?.status === 'pending' ? 'deletedPending' : 'deleted'));
      if (logOf?.id === postback.id) setLogOf(null);
      reload();
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <AreaPage title={t('title')}>
      <Muted>{t('intro')}</Muted>
      {editor.kind === 'closed' ? (
        <p>
          <Button type="button" onClick={() => setEditor({ kind: 'new' })}>
            {t('add')}
          </Button>
        </p>
      ) : (
        <PostbackForm
          offers={offers}
          key={editor.kind === 'edit' ? editor.postback.id : 'new'}
          editing={editor.kind === 'edit' ? editor.postback : undefined}
          onSaved={saved}
          onCancel={() => setEditor({ kind: 'closed' })}
        />
      )}
      {state.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={reload} /> : null}
      {state.status === 'done' && state.data.length === 0 ? <Muted role="status">{t('empty')}</Muted> : null}
      {state.status === 'done' && state.data.length > 0 ? (
        <DataTable
          caption={t('caption')}
          columns={['offer', 'url', 'status', 'actions'].map((key) => ({ key, label: t(`column.${key}`) }))}
        >
          {state.data.map((postback) => (
            <PostbackRow
              key={postback.id}
              postback={postback}
              offerNames={offerNames}
              onEdit={() => setEditor({ kind: 'edit', postback })}
              onDelete={() => setDeleting(postback)}
              onLog={() => setLogOf(postback)}
            />
          ))}
        </DataTable>
      ) : null}
      {logOf ? (
        <DeliveryLog
          key={logOf.id}
          postback={logOf}
          offer={offerLabel(logOf, t, offerNames)}
          onClose={() => setLogOf(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('confirm.title')}
          message={t('confirm.message', { offer: offerLabel(deleting, t, offerNames) })}
          confirmLabel={t('confirm.delete')}
          busy={busy}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </AreaPage>
  );
}
