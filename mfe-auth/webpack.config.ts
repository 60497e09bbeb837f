import { createConfig } from '@affnet/mf-config';

export default createConfig({
  name: 'mfe_auth',
  dir: __dirname,
  expose: './src/expose/auth-app.tsx',
  title: 'affnet · sign in',
});
