// The names create-config.ts gives whole libraries for the trimmed shared modules (shared-*.ts).
declare module '@whole/react-i18next' {
  export * from 'react-i18next';
}

declare module '@whole/react-i18next/trans' {
  export { Trans } from 'react-i18next';
}
