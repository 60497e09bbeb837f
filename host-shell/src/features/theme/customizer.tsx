import type { ThemeSettings } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage, useSession, useTheme } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveTheme } from './api/save-theme';
import { CustomizerField } from './customizer-field';

const Panel = styled.aside`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  width: min(340px, 100vw);
  z-index: 70;
  overflow-y: auto;
  padding: 1.25rem;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 0 24px rgb(0 0 0 / 25%);
  h2 { margin: 0 0 1rem; font-size: 1.15rem; }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  position: sticky;
  inset-block-end: 0;
  padding-block: 0.75rem;
  background: ${(p) => p.theme.colors.surface};
`;

const FIELDS: (keyof ThemeSettings)[] = [
  'theme',
  'dir',
  'layout',
  'boxed',
  'sidebartype',
  'sidebarpos',
  'headerpos',
  'navbarbg',
  'sidebarbg',
  'logobg',
];

/** The theme customizer: only holders of the 'network' permission see it (spec section 6). */
export function Customizer() {
  const { t } = useTranslation('shell');
  const open = useTheme((s) => s.customizerOpen);
  const setOpen = useTheme((s) => s.setCustomizerOpen);
  const canCustomize = useSession((s) => s.permissions.includes('network'));
  const networkId = useSession((s) => s.user?.userDetail.network[0]);
  const saveTheme = useSaveTheme(networkId ?? '');
  if (!open || !canCustomize || !networkId) return null;

  const save = () =>
    saveTheme.mutate(useTheme.getState().settings, {
      onSuccess: () => notifySuccess(t('customizer.saved'), t('common:success')),
      onError: (error) => notifyError(userMessage(error, t)),
    });
  const saving = saveTheme.isPending;

  return (
    <Panel
      aria-labelledby="customizer-title"
      role="dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <h2 id="customizer-title">{t('customizer.title')}</h2>
      {FIELDS.map((field) => (
        <CustomizerField key={field} field={field} />
      ))}
      <Actions>
        <Button type="button" onClick={save} disabled={saving}>
          {saving ? t('customizer.saving') : t('customizer.save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
          {t('common:close')}
        </Button>
      </Actions>
    </Panel>
  );
}
