import { createConfig } from '@affnet/mf-config';

export default createConfig({
  name: 'mfe_offers',
  dir: __dirname,
  expose: './src/expose/offers-app.tsx',
  title: 'affnet · offers',
});
