import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The location: going elsewhere clears the error. */
  resetKey: string;
  /** What shows instead of a page that failed: each site's offer to reload. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * A page's code that failed to load after an update, or a rendering bug, shows `fallback` instead
 * of a blank screen, until the person goes to another page. Used by the buyer PWA, the seller site
 * and the staff console.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
