import { Alert, Button } from '@affnet/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FirstScreenTakenOver } from '../features/first-screen/first-screen-taken-over';

function ShellFailure() {
  const { t } = useTranslation('shell');
  return (
    <Alert $tone="danger" role="alert">
      <p>{t('shell.loadFailed')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </Button>
    </Alert>
  );
}

/**
 * The host's own parts loaded on demand (the signed-in shell, the no-access page) can fail to arrive, on a dropped
 * connection or across a host deploy: the user is told to reload instead of getting a blank page. Remotes have their
 * own boundary (remote-error-boundary.tsx), which keeps the shell working.
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the dashboard failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <ShellFailure />
        <FirstScreenTakenOver />
      </>
    );
  }
}
