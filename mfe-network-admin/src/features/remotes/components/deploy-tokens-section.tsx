import type { NewRemoteDeployToken, RemoteDeployToken, RemotesOverview } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  Muted,
  QueryState,
  type TableColumn,
  useTimeFormat,
} from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDeployTokens } from '../api/get-deploy-tokens';
import { useRevokeDeployToken } from '../api/revoke-deploy-token';
import { Small } from './badges';
import { DeployTokenForm } from './deploy-token-form';

const Section = styled.section`
  border-block-start: 1px solid ${(p) => p.theme.colors.border};
  margin-block-start: 1.5rem;
  h2 { font-size: 1.2rem; margin: 0.5rem 0; }
  code { word-break: break-all; }
`;

type Column = 'name' | 'scope' | 'created' | 'actions';

/**
 * The teams' deploy tokens: each registers, rolls out and rolls back its own remote only. A new token is shown once,
 * here, right after it is made (the server keeps only its sha256).
 */
export function DeployTokensSection({ networks }: { networks: RemotesOverview['networks'] }) {
  const { t } = useTranslation('remotes');
  const times = useTimeFormat();
  const tokens = useDeployTokens();
  const revoke = useRevokeDeployToken();
  const [created, setCreated] = useState<NewRemoteDeployToken | null>(null);
  const [revoking, setRevoking] = useState<RemoteDeployToken | null>(null);
  const columns: TableColumn<Column>[] = [
    { key: 'name', label: t('colTokenName') },
    { key: 'scope', label: t('colTokenScope') },
    { key: 'created', label: t('colTokenCreated') },
    { key: 'actions', label: t('colActions'), labelHidden: true },
  ];
  const scope = (token: RemoteDeployToken) => {
    const names = token.network_ids?.map((id) => networks.find((n) => n.id === id)?.name ?? `#${id}`);
    return `${t(`remote.${token.remote}`)}: ${names ? names.join(', ') : t('everyNetwork')}`;
  };
  const confirmRevoke = async (token: RemoteDeployToken) => {
    try {
      await revoke.mutateAsync(token.id);
      notifySuccess(t('revokedToast', { name: token.name }));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
    setRevoking(null);
  };

  return (
    <Section aria-labelledby="deploy-tokens-title">
      <h2 id="deploy-tokens-title">{t('tokensTitle')}</h2>
      <Muted>{t('tokensIntro')}</Muted>
      {created ? (
        <Alert role="status">
          {t('tokenShownOnce', { name: created.name })} <code>{created.token}</code>
        </Alert>
      ) : null}
      <DeployTokenForm networks={networks} onCreated={setCreated} />
      <QueryState query={tokens} loadingLabel={t('loading')}>
        {(rows) => (
          <DataTable caption={t('tokensCaption')} captionHidden columns={columns}>
            {rows.map((token) => (
              <tr key={token.id}>
                <td>
                  <strong>{token.name}</strong>
                  {token.revoked_at ? (
                    <Small>{t('revokedOn', { when: times.dateTime(token.revoked_at) })}</Small>
                  ) : null}
                </td>
                <td>{scope(token)}</td>
                <td>{times.dateTime(token.created_at)}</td>
                <td>
                  {token.revoked_at ? null : (
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={t('revokeLabel', { name: token.name })}
                      onClick={() => setRevoking(token)}
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
      {revoking ? (
        <ConfirmDialog
          title={t('revokeTitle', { name: revoking.name })}
          message={t('revokeMessage', { name: revoking.name })}
          confirmLabel={t('revoke')}
          busy={revoke.isPending}
          onConfirm={() => void confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </Section>
  );
}
