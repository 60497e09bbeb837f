import { createConfig } from '@affnet/mf-config';

export default createConfig({
  name: 'mfe_statistics',
  dir: __dirname,
  expose: './src/expose/statistics-app.tsx',
  title: 'affnet · statistics',
});
