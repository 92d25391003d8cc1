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
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`The ${what} of the "${pluginId}" plugin could not be shown`}
          description={this.state.error.message}
          action={<Button size="small" onClick={() => this.setState({ error: null })}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      );
    }
    return <Suspense fallback={fallback ?? <Spin size="small" />}>{children}</Suspense>;
  }
}
