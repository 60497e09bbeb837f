import { mountStandalone } from '@affnet/ui';
import PublisherApp from './expose/publisher-app';

mountStandalone(PublisherApp, '');
