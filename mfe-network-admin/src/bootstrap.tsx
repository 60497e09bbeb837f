import { mountStandalone } from '@affnet/ui';
import NetworkAdminApp from './expose/network-admin-app';

mountStandalone(NetworkAdminApp, '/network');
