import { Component, Suspense, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '@financeiro/ui';
import type { AreaModule } from './areas';
import { areaComponent, forgetArea } from './loadArea';

export const REMOTE_FAILURE_MESSAGE = 'Não foi possível carregar este módulo.';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Falha ao carregar módulo remoto', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorState message={REMOTE_FAILURE_MESSAGE} onRetry={this.props.onRetry} />;
  }
}

/** One guarded area: its remote is loaded on demand, and its failure stays inside this box. */
export function RemoteArea({ area }: { area: AreaModule }) {
  const [attempt, setAttempt] = useState(0);
  const Area = areaComponent(area);
  const retry = () => {
    forgetArea(area);
    setAttempt((value) => value + 1);
  };
  return (
    <AreaErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <Box data-remote={area.remote}>
          <Area />
        </Box>
      </Suspense>
    </AreaErrorBoundary>
  );
}
