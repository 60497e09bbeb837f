import type { AdminNetwork } from '@affnet/contracts';
import { AreaPage, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useNetworks } from '../api/get-networks';
import '../i18n/platform-networks';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    padding: 0.6rem 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  a { font-weight: 600; overflow-wrap: anywhere; }
`;

const Detail = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

/** Where the super admin manages one network: the networks page, searched for it. */
export const manageNetworkPath = (network: Pick<AdminNetwork, 'network_id'>) =>
  `/network/networks?search=${encodeURIComponent(network.network_id)}`;

/** The super admin's dashboard: he belongs to no network, so it lists the networks, each a link to manage it. */
export function PlatformNetworks() {
  const { t } = useTranslation('statistics');
  const networks = useNetworks();
  return (
    <AreaPage title={t('dashboard')}>
      <Muted>{t('platformNetworks.intro')}</Muted>
      <QueryState
        query={networks}
        loadingLabel={t('loading')}
        isEmpty={(list) => list.length === 0}
        empty={<Muted>{t('platformNetworks.empty')}</Muted>}
      >
        {(list) => (
          <List aria-label={t('platformNetworks.title')}>
            {list.map((network) => (
              <li key={network.id}>
                <Link to={manageNetworkPath(network)}>{network.company_name}</Link>
                <Detail>{network.dashboard_domain}</Detail>
                <Detail>{t(`platformNetworks.status.${network.status}`)}</Detail>
              </li>
            ))}
          </List>
        )}
      </QueryState>
    </AreaPage>
  );
}
