import { createConfig } from '@affnet/mf-config';

export default createConfig({
  name: 'mfe_network_admin',
  dir: __dirname,
  expose: './src/expose/network-admin-app.tsx',
  title: 'affnet · network-admin',
});
