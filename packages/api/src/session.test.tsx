import { act, renderHook } from '@testing-library/react';
import { useEmail, useSession } from './session';

afterEach(() => useSession.getState().clear());

describe('useEmail', () => {
  it("follows the session: '' signed out, the user's e-mail signed in, '' again after the session ends", () => {
    const { result } = renderHook(() => useEmail());
    expect(result.current).toBe('');
    act(() => useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'ana@veecode.com.br', roles: {} } }));
    expect(result.current).toBe('ana@veecode.com.br');
    act(() => useSession.getState().updateUser({ name: 'Ana', email: 'ana.souza@veecode.com.br', roles: {} }));
    expect(result.current).toBe('ana.souza@veecode.com.br');
    act(() => useSession.getState().clear('logout'));
    expect(result.current).toBe('');
  });
});
