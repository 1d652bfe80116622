// One plugin contribution failing (a stale chunk, a render error) must not take the page down with it.
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onError(error: unknown): void;
  fallback?: ReactNode;
}

export class ContributionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
