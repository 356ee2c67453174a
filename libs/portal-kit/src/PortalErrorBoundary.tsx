import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@sla/i18n';
import { ErrorPanel } from '@sla/ui';

interface Props {
  portal: string;
  /** A change of this value (the path) clears a previous error, so moving on recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  failedAt: string | null;
}

/** Keeps a render failure inside the portal's own area; Retry renders the screen again. */
export class PortalErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.portal}] screen failed`, error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        title={t('This part of the site could not be shown')}
        onRetry={() => this.setState({ error: null, failedAt: null })}
      >
        <p>{t('Something went wrong while showing this page. The rest of the site still works. Please try again.')}</p>
      </ErrorPanel>
    );
  }
}
