import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { UnsavedChangesGuard, useUnsavedChangesGuard } from './UnsavedChangesGuard';
import { confirmLeave, UNSAVED_CHANGES_MESSAGES } from './unsavedChanges';

function Form({ dirty, mode }: { dirty: boolean; mode: 'new' | 'edit' }) {
  const { allowNextNavigation } = useUnsavedChangesGuard(dirty, mode);
  const navigate = useNavigate();
  return (
    <div>
      <h1>Formulário</h1>
      <Link to="/lista">Lista</Link>
      <button
        type="button"
        onClick={() => {
          allowNextNavigation();
          navigate('/lista');
        }}
      >
        Salvar
      </button>
    </div>
  );
}

function renderRouter(dirty: boolean, mode: 'new' | 'edit') {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form dirty={dirty} mode={mode} /> },
      { path: '/lista', element: <h1>Lista de Projetos</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fireBeforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('useUnsavedChangesGuard in a data router', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks with the edit text and stays when the user refuses', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderRouter(true, 'edit');
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    expect(confirm).toHaveBeenCalledWith('Foram feitas alterações! Deseja realmente sair e perdê-las?');
    expect(screen.getByRole('heading', { name: 'Formulário' })).toBeInTheDocument();
  });

  it('leaves when the user accepts (new text)', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderRouter(true, 'new');
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    expect(confirm).toHaveBeenCalledWith('Foram adicionados dados! Deseja realmente sair e perdê-los?');
    expect(await screen.findByRole('heading', { name: 'Lista de Projetos' })).toBeInTheDocument();
  });

  it('does not ask when the form is clean', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderRouter(false, 'edit');
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    expect(await screen.findByRole('heading', { name: 'Lista de Projetos' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('lets a save navigate away without asking', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderRouter(true, 'edit');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de Projetos' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('cancels beforeunload while dirty', () => {
    renderRouter(true, 'edit');
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
  });
});

describe('UnsavedChangesGuard without a data router', () => {
  it('does not throw and still guards beforeunload', () => {
    const { rerender } = render(
      <MemoryRouter>
        <UnsavedChangesGuard dirty mode="new" />
      </MemoryRouter>,
    );
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
    rerender(
      <MemoryRouter>
        <UnsavedChangesGuard dirty={false} mode="new" />
      </MemoryRouter>,
    );
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });

  it('works outside any router', () => {
    render(<UnsavedChangesGuard dirty mode="edit" />);
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
  });
});

describe('confirmLeave', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks with the mode text and returns the answer', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
    expect(confirmLeave('new')).toBe(true);
    expect(confirmLeave('edit')).toBe(false);
    expect(confirm.mock.calls).toEqual([[UNSAVED_CHANGES_MESSAGES.new], [UNSAVED_CHANGES_MESSAGES.edit]]);
  });

  it('does not ask when nothing changed', () => {
    const confirm = jest.spyOn(window, 'confirm');
    expect(confirmLeave('edit', false)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
