import type { Postback } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { AreaPage, Button, ConfirmDialog, DataTable, Muted, QueryState } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePostback } from '../api/delete-postback';
import { usePostbacks } from '../api/get-postbacks';
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
  const postbacks = usePostbacks();
  const remove = useDeletePostback();
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [logOf, setLogOf] = useState<Postback | null>(null);
  const [deleting, setDeleting] = useState<Postback | null>(null);
  const offers = useRunnableOffers();
  const offerNames = offers.names;

  const saved = (postback: Postback) => {
    notifySuccess(t(postback.status === 'pending' ? 'savedPending' : 'saved'));
    setEditor({ kind: 'closed' });
  };

  const confirmDelete = (postback: Postback) =>
    remove.mutate(postback.id, {
      onSuccess: (after) => {
        notifySuccess(t(after?.status === 'pending' ? 'deletedPending' : 'deleted'));
        if (logOf?.id === postback.id) setLogOf(null);
      },
      onError: (error) => notifyError(userMessage(error, t)),
      onSettled: () => setDeleting(null),
    });

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
      <QueryState
        query={postbacks}
        loadingLabel={t('loading')}
        isEmpty={(list) => list.length === 0}
        empty={<Muted role="status">{t('empty')}</Muted>}
      >
        {(list) => (
          <DataTable
            caption={t('caption')}
            columns={['offer', 'url', 'status', 'actions'].map((key) => ({ key, label: t(`column.${key}`) }))}
          >
            {list.map((postback) => (
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
        )}
      </QueryState>
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
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </AreaPage>
  );
}
