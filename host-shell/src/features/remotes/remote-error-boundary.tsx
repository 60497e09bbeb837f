import type { RemoteName } from '@affnet/contracts';
import { Alert, Button } from '@affnet/ui';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FirstScreenTakenOver } from '../first-screen/first-screen-taken-over';
import { reportRemoteFailure } from './failure-report';
import { resetRemote } from './register-remotes';
import { SharedCoreMismatch } from './shared-core-mismatch';

/** Shown only when a remote was built for another shared core: its code and words come when it is. */
const CoreMismatchNotice = lazy(() =>
  import(/* webpackChunkName: "core-mismatch" */ './core-mismatch-notice').then((m) => ({
    default: m.CoreMismatchNotice,
  })),
);

interface Props {
  remote: RemoteName;
  /** Called on every render, so a Retry builds the area afresh. */
  render: () => ReactNode;
}

function RemoteFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  if (error instanceof SharedCoreMismatch) {
    return (
      <Suspense fallback={null}>
        <CoreMismatchNotice mismatch={error} />
      </Suspense>
    );
  }
  return (
    <Alert $tone="danger" role="alert">
      <p>{t('remote.failed')}</p>
      <Button type="button" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}

/**
 * A remote that is down or throws breaks only its own area: message and Retry, the shell goes on. The failure is
 * reported to the server (a load failure was already reported by the federation plugin: the report is not repeated).
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Remote ${this.props.remote} failed`, error);
    reportRemoteFailure(this.props.remote, error);
  }

  private retry = () => {
    resetRemote(this.props.remote);
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    if (!this.state.failed) return this.props.render();
    return (
      <>
        <RemoteFailure error={this.state.error} onRetry={this.retry} />
        <FirstScreenTakenOver />
      </>
    );
  }
}
