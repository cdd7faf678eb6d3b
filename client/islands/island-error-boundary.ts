import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface IslandErrorBoundaryProps {
  /** Called once when the island throws while rendering; the page then shows its crash message. */
  onCrash: (error: unknown) => void;
  children?: ReactNode;
}

/** Catches a render error in one island so it can take the page to its "This page crashed." state. */
export class IslandErrorBoundary extends Component<IslandErrorBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('docs-build: a component on this page crashed', error, info.componentStack);
    this.props.onCrash(error);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
