import { useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';

/**
 * The shared Jest setup (packages/mf-build/src/jest-setup.cjs) gives Testing Library's waits a ceiling a
 * slow machine does not reach: a screen that needs 1.5 s to show its list (a loaded 2-core machine; the default gives up after 1 s) is
 * still found. Fake timers stand in for the slow machine: no real time passes in this test.
 */
function LateList() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <p>Lista carregada</p> : <p>Carregando...</p>;
}

describe('a configuração comum do Jest', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('findBy espera mais que 1 s por uma tela que chega devagar', async () => {
    render(<LateList />);
    expect(await screen.findByText('Lista carregada')).toBeInTheDocument();
  });
});
