import { createConfig, createFirstScreenConfig } from '@affnet/mf-config';

export default [
  createConfig({
    name: 'mfe_auth',
    dir: __dirname,
    expose: './src/expose/auth-app.tsx',
    title: 'affnet · sign in',
  }),
  createFirstScreenConfig({ dir: __dirname, entry: './src/server-render/render-first-screen.tsx' }),
];
