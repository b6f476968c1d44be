import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the embed once anything below has thrown. */
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/**
 * powerbi-client throws from React's commit phase (its embed call in componentDidMount) for a URL
 * or token it refuses. Without a boundary React unmounts the whole app; with it only the report area
 * shows the message. Give it a `key` per configuration so a corrected one embeds again.
 */
export class EmbedErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
