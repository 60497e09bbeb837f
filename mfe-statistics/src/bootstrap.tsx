import { mountStandalone } from '@affnet/ui';
import StatisticsApp from './expose/statistics-app';

mountStandalone(StatisticsApp, '');
