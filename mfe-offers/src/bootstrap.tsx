import { mountStandalone } from '@affnet/ui';
import OffersApp from './expose/offers-app';

mountStandalone(OffersApp, '/offers');
