import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SellerErrorPage } from './seller-error-page';

interface Props {
  /** The location: going elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** A page that failed to draw shows the reload page, not a blank screen, until the seller goes elsewhere. */
export class SellerErrorBoundary extends Component<Props, State> {
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
    return this.state.failed ? <SellerErrorPage /> : this.props.children;
  }
}
