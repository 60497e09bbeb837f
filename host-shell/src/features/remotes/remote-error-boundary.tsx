import type { RemoteName } from '@affnet/contracts';
import { Alert, Button } from '@affnet/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resetRemote } from './register-remotes';

interface Props {
  remote: RemoteName;
  /** Called on every render, so a Retry builds the area afresh. */
  render: () => ReactNode;
}

function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert $tone="danger" role="alert">
      <p>{t('remote.failed')}</p>
      <Button type="button" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}

/** A remote that is down or throws breaks only its own area: message and Retry, the shell goes on. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Remote ${this.props.remote} failed`, error);
  }

  private retry = () => {
    resetRemote(this.props.remote);
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <RemoteFailure onRetry={this.retry} /> : this.props.render();
  }
}
