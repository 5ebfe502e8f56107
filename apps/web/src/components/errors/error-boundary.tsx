import { Component, type ErrorInfo, type ReactNode } from 'react';
import { noteFailureShown } from '@/lib/lazy-with-preload';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  /** Replaces the standard fallback, e.g. with nothing for optional parts of the page. */
  fallback?: (error: unknown, retry: () => void) => ReactNode;
  /** A new value (the route, say) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    noteFailureShown();
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error, this.retry);
    return <ErrorFallback error={this.state.error} onRetry={this.retry} />;
  }
}
