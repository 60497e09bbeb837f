import { createConfig, createFirstScreenConfig } from '@affnet/mf-config';

export default [
  createConfig({ name: 'host_shell', dir: __dirname, title: 'affnet' }),
  createFirstScreenConfig({ dir: __dirname, entry: './src/server-render/render-first-screen.tsx' }),
];
