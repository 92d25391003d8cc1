import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { ScreenSpinner } from './ScreenSpinner';

interface BoundaryProps {
  pluginId: string;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/**
 * Each screen renders inside Suspense (its chunk loads lazily) and an error boundary tagged with its
 * plugin, so a screen that throws shows a panel inside the shell instead of a white page.
 */
export class ScreenBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Screen of plugin "${this.props.pluginId}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <Result
          status="error"
          title="This screen could not be shown"
          subTitle={`The "${this.props.pluginId}" plugin ran into a problem. The rest of the back-office still works.`}
          extra={<Button onClick={() => this.setState({ error: null })}>Try again</Button>}
        />
      );
    }
    return <Suspense fallback={<ScreenSpinner />}>{this.props.children}</Suspense>;
  }
}
