import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from './UiProvider';

function Wrapper({ children }: { children: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}

/** Renders inside UiProvider (Chakra system, pt-BR locale, toaster). Test helper only. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
