import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { ErrorState } from './ErrorState';
import { LoadState, type LoadableState } from './LoadState';

/** A load the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ErrorState', () => {
  it('shows the message as an alert and retries, disabled until the retry settles', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onRetry = jest.fn(() => pending.promise);
    renderWithUi(<ErrorState message={'Falha simulada.\nSegunda linha.'} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falha simulada. Segunda linha.');
    const button = screen.getByRole('button', { name: 'Tentar novamente' });
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('is disabled while a reload started elsewhere runs', () => {
    renderWithUi(<ErrorState message="Falha simulada." onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeDisabled();
  });
});

describe('LoadState', () => {
  const base: LoadableState<string[]> = { data: undefined, loading: true, error: null, reload: () => undefined };
  const content = (rows: string[]) => <p>{rows.join(', ')}</p>;

  it('shows the spinner while the first load runs', () => {
    renderWithUi(<LoadState state={base}>{content}</LoadState>);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the data once loaded', () => {
    renderWithUi(<LoadState state={{ ...base, loading: false, data: ['a', 'b'] }}>{content}</LoadState>);
    expect(screen.getByText('a, b')).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('keeps the data during a reload only when asked', () => {
    const reloading = { ...base, data: ['a'] };
    const { unmount } = renderWithUi(<LoadState state={reloading}>{content}</LoadState>);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    unmount();
    renderWithUi(
      <LoadState state={reloading} keepData>
        {content}
      </LoadState>,
    );
    expect(screen.getByText('a')).toBeInTheDocument();
  });

  it('replaces the spinner by the error state, and the retry brings the data', async () => {
    const user = userEvent.setup();
    function Screen() {
      const [state, setState] = useState<LoadableState<string[]>>({ ...base, loading: false, error: 'Falha simulada.' });
      const reload = async () => setState({ ...base, loading: false, data: ['recarregado'] });
      return <LoadState state={{ ...state, reload }}>{content}</LoadState>;
    }
    renderWithUi(<Screen />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falha simulada.');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('recarregado')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
