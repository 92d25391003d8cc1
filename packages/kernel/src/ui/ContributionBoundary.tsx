import { MessagesNamespace, useMessages } from '../i18n/use-messages';
import { KERNEL_NAMESPACE } from '../i18n/i18n';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';

export interface ContributionBoundaryProps {
  /** The plugin that contributed what renders inside; the error names it. */
  pluginId: string;
  /** What it is, for the error: 'section editor', 'dashboard card'. */
  what: string;
  children: ReactNode;
  /** Shown while a lazily loaded contribution arrives; a small spinner by default. */
  fallback?: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/**
 * Renders one plugin's contribution (an editor form, a preview, a card) so that if it throws, while loading or
 * rendering, an error naming the plugin takes its place and the screen around it keeps working.
 * Give it a `key` that changes with the contribution shown, so choosing another one starts afresh.
 */
export class ContributionBoundary extends Component<ContributionBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.what} of plugin "${this.props.pluginId}" failed`, error, info.componentStack);
  }

  override render() {
    const { pluginId, what, children, fallback } = this.props;
    if (this.state.error) {
      return (
        <ContributionFailed
          what={what}
          pluginId={pluginId}
          message={this.state.error.message}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    // What renders inside reads its texts from its plugin's catalog (`useMessages()`).
    return (
      <MessagesNamespace.Provider value={pluginId}>
        <Suspense fallback={fallback ?? <Spin size="small" />}>{children}</Suspense>
      </MessagesNamespace.Provider>
    );
  }
}

/** The failed contribution's message, in the kernel's words (the plugin's own catalog may be what failed). */
function ContributionFailed({
  what,
  pluginId,
  message,
  onRetry,
}: {
  what: string;
  pluginId: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useMessages(KERNEL_NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('The {{what}} of the "{{plugin}}" plugin could not be shown', { what: t(what), plugin: pluginId })}
      description={message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
