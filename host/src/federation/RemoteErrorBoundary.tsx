import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  /** Changing this (e.g. the location) clears a caught error. */
  resetKey?: string;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** Catches a remote page that throws while rendering, so the failure stays inside its route. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  private readonly reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
