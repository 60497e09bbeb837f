import { createConfig } from '@affnet/mf-config';

export default createConfig({ name: 'host_shell', dir: __dirname, title: 'affnet' });
