import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '@financeiro/ui/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea, REMOTE_FAILURE_MESSAGE } from './RemoteArea';

// Jest cannot fetch federated modules; the runtime is replaced and the real loading runs in e2e.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.Mock;

describe('RemoteArea', () => {
  beforeEach(() => {
    mockedLoad.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote module once loaded', async () => {
    mockedLoad.mockResolvedValue({ default: () => <h1>Área carregada</h1> });
    renderWithUi(<RemoteArea area={{ remote: 'mf_ok', module: 'App' }} />);
    expect(await screen.findByRole('heading', { name: 'Área carregada' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('mf_ok/App');
  });

  it('shows the fallback when the remote is down and loads it again on retry', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValueOnce({ default: () => <h1>De volta</h1> });
    renderWithUi(<RemoteArea area={{ remote: 'mf_down', module: 'App' }} />);
    expect(await screen.findByText(REMOTE_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(REMOTE_FAILURE_MESSAGE).toBe('Não foi possível carregar este módulo.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'De volta' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });
});
