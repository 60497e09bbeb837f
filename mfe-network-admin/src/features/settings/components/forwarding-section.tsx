import type { ForwardingInput, PostbackForwardingSetting } from '@affnet/contracts';
import { Button, Muted } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddForwardingSetting } from '../api/add-forwarding-setting';
import { useDeleteForwardingSetting } from '../api/delete-forwarding-setting';
import { useForwardingSettings } from '../api/get-forwarding-settings';
import { useUpdateForwardingSetting } from '../api/update-forwarding-setting';
import { useSave } from '../hooks/use-save';
import { ForwardingForm } from './forwarding-form';
import { Section } from './section';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding-block: 0.5rem;
  border-block-end: 1px solid ${(p) => p.theme.colors.border};
  code { flex: 1; overflow-wrap: anywhere; }
`;

export function ForwardingSection() {
  const { t } = useTranslation('settings');
  const run = useSave();
  const settings = useForwardingSettings();
  const addSetting = useAddForwardingSetting();
  const updateSetting = useUpdateForwardingSetting();
  const deleteSetting = useDeleteForwardingSetting();
  const [editing, setEditing] = useState<number | null>(null);
  const rows: PostbackForwardingSetting[] = settings.data ?? [];
  const add = (input: ForwardingInput) => run(addSetting.mutateAsync(input));
  const update = async (id: number, input: ForwardingInput) => {
    const result = await run(updateSetting.mutateAsync({ id, input }));
    if (result.ok) setEditing(null);
    return result;
  };
  const remove = (id: number) => run(deleteSetting.mutateAsync(id), t('fw.deleted'));
  // One list: while any of its saves runs, its buttons wait.
  const busy = addSetting.isPending || updateSetting.isPending || deleteSetting.isPending;
  return (
    <Section title={t('fw.title')} help={t('fw.help')}>
      {settings.status === 'success' && rows.length === 0 ? <Muted>{t('fw.empty')}</Muted> : null}
      <ul aria-label={t('fw.list')} style={{ listStyle: 'none', padding: 0 }}>
        {rows.map((row, i) =>
          editing === row.postback_forwarding_setting_id ? (
            <li key={row.postback_forwarding_setting_id}>
              <ForwardingForm
                initial={row}
                busy={busy}
                submitLabel={t('common:save')}
                onSubmit={(input) => update(row.postback_forwarding_setting_id, input)}
              />
            </li>
          ) : (
            <Item key={row.postback_forwarding_setting_id}>
              <span>{t(`fw.mode.${row.mode}`)}</span>
              <code>{row.url}</code>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('fw.edit', { n: i + 1 })}
                onClick={() => setEditing(row.postback_forwarding_setting_id)}
              >
                ✎
              </Button>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('fw.delete', { n: i + 1 })}
                onClick={() => remove(row.postback_forwarding_setting_id)}
              >
                ×
              </Button>
            </Item>
          ),
        )}
      </ul>
      <ForwardingForm busy={busy} submitLabel={t('fw.add')} onSubmit={add} />
    </Section>
  );
}
