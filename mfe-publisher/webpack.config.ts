import { createConfig } from '@affnet/mf-config';

export default createConfig({
  name: 'mfe_publisher',
  dir: __dirname,
  expose: './src/expose/publisher-app.tsx',
  title: 'affnet · publisher',
});
