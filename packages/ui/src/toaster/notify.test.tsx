import { act, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { ALERT_DURATION_MS, notify, toaster, truncateMessage } from './notify';

describe('truncateMessage', () => {
  it('cuts messages over 100 characters with an ellipsis', () => {
    const text = 'x'.repeat(120);
    expect(truncateMessage(text)).toBe(`${'x'.repeat(100)}…`);
    expect(truncateMessage(text, 100)).toHaveLength(101);
    expect(truncateMessage('curta')).toBe('curta');
    expect(truncateMessage('y'.repeat(100))).toBe('y'.repeat(100));
  });
});

describe('notify', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('creates toasts of each type with a 4 s lifetime', () => {
    act(() => {
      notify.success('Custo salvo com sucesso.');
      notify.error('Erro ao salvar os dados do custo');
      notify.info('Info');
      notify.warning('Atenção');
    });
    const toasts = toaster.getVisibleToasts();
    expect(toasts.map((toast) => [toast.type, toast.description])).toEqual(
      expect.arrayContaining([
        ['success', 'Custo salvo com sucesso.'],
        ['error', 'Erro ao salvar os dados do custo'],
        ['info', 'Info'],
        ['warning', 'Atenção'],
      ]),
    );
    expect(toasts.every((toast) => toast.duration === ALERT_DURATION_MS)).toBe(true);
    expect(ALERT_DURATION_MS).toBe(4000);
  });

  it('closes the error alerts on screen when a success comes (a corrected form saved), and keeps the others', async () => {
    renderWithUi(<p>tela</p>);
    act(() => {
      notify.error('Formulário possui erros');
      notify.warning('Atenção');
    });
    expect(await screen.findByText('Formulário possui erros')).toBeInTheDocument();
    act(() => {
      notify.success('Criado nova simulação');
    });
    expect(await screen.findByText('Criado nova simulação')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Formulário possui erros')).not.toBeInTheDocument());
    expect(toaster.getVisibleToasts().map((toast) => toast.type)).toEqual(expect.arrayContaining(['warning', 'success']));
    expect(toaster.getVisibleToasts().some((toast) => toast.type === 'error')).toBe(false);
  });

  it('shows the alert, truncated, keeping line breaks', async () => {
    renderWithUi(<p>tela</p>);
    const long = `Primeira linha\n${'a'.repeat(150)}`;
    act(() => {
      notify.error(long);
    });
    const expected = truncateMessage(long);
    expect(expected.endsWith('…')).toBe(true);
    const description = await screen.findByText((_, element) => element?.textContent === expected && element.children.length === 0);
    expect(description.textContent).toContain('\n');
    expect(description.textContent).toHaveLength(101);
  });

  it('removes the alert after 4 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderWithUi(<p>tela</p>);
      act(() => {
        notify.success('Relatório salvo');
      });
      expect(await screen.findByText('Relatório salvo')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(ALERT_DURATION_MS - 500);
      });
      expect(screen.getByText('Relatório salvo')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(screen.queryByText('Relatório salvo')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});
