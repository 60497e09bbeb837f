import { getNetworkList } from '@affnet/api';
import type { AdminNetwork } from '@affnet/contracts';
import { AreaPage, Muted, useLoad } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadView } from '../../../components/load-state';
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
  const { state, reload } = useLoad('platform-networks', getNetworkList);
  return (
    <AreaPage title={t('dashboard')}>
      <Muted>{t('platformNetworks.intro')}</Muted>
      <LoadView state={state} onRetry={reload}>
        {(networks) =>
          networks.length === 0 ? (
            <Muted>{t('platformNetworks.empty')}</Muted>
          ) : (
            <List aria-label={t('platformNetworks.title')}>
              {networks.map((network) => (
                <li key={network.id}>
                  <Link to={manageNetworkPath(network)}>{network.company_name}</Link>
                  <Detail>{network.dashboard_domain}</Detail>
                  <Detail>{t(`platformNetworks.status.${network.status}`)}</Detail>
                </li>
              ))}
            </List>
          )
        }
      </LoadView>
    </AreaPage>
  );
}
