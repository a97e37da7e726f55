/**
 * Account calls (spec 01 section 7 "Login and password", spec 03 section 7 "Profile" and
 * "Authentication") and the administration of users.
 */
import type { ProfileForm, RegistrationForm } from '@financeiro/domain';
import { toBase64Json } from './auth';
import type { AxiosRequestConfig } from 'axios';
import { http } from './http';
import { useSession, type SessionUser } from './session';

/** UTF-8 safe base64 of a text. */
export function toBase64Text(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

export interface TokenCheckResult {
  status: string;
  errors: Array<{ errorMessage: string }>;
}

export interface Solicitation {
  nome: string;
  sobrenome: string;
  email: string;
  mensagem: string;
}

export interface UserProfileData extends SessionUser {
  observacao: string | null;
  avatar_imgref?: string | null;
}

export interface AdminUser {
  id: number;
  usuario: string;
  name: string;
  email: string;
  ativo: boolean;
  admin: boolean;
  secoes: string[];
  googleLinkAllowed: boolean;
  googleLinked: boolean;
}

export interface OutboxMessage {
  id: number;
  para: string;
  assunto: string;
  texto: string;
  criadoEm: string;
  /** 'caixa': embedded outbox (no SMTP); with SMTP 'pendente' (a send failed, retried later), 'enviada' or 'falhou'. */
  situacao: 'caixa' | 'pendente' | 'enviada' | 'falhou';
  tentativas: number;
  ultimoErro: string | null;
  proximaTentativa: string | null;
}

export const accountsApi = {
  async forgotPassword(email: string): Promise<void> {
    await http.post('/password/forgot', { email });
  },
  async checkRecoveryToken(token: string): Promise<boolean> {
    const { data } = await http.post<TokenCheckResult>('/password/check', { token, isRecovery: true });
    return data.status === 'ok';
  },
  async resetPassword(token: string, senha: string, confirma: string): Promise<void> {
    await http.post('/password/reset', { token, senha: toBase64Text(senha), confirma: toBase64Text(confirma) });
  },
  async requestAccess(form: RegistrationForm): Promise<void> {
    await http.post('/login/request-access', { form: toBase64Json(form) });
  },
  /** Opens the link /cadastrar/:token sent to the requester: the request then goes to the administrators. */
  async confirmRegistrationEmail(token: string): Promise<void> {
    await http.post('/login/confirm-email', { token });
  },
  async verifySolicitation(token: string): Promise<Solicitation> {
    const { data } = await http.post<Solicitation>('/login/verify-solicitation', { token });
    return data;
  },
  /** The administrator's password on the confirmation page; answers an access token. */
  async authenticateRegister(usuario: string, senha: string): Promise<string> {
    const { data } = await http.post<{ token: string }>('/login/authenticate-register', { authorization: toBase64Json({ usuario, senha }) });
    return data.token;
  },
  async confirmRegister(adminToken: string, token: string, confirmation: boolean, secoes: string[]): Promise<void> {
    await http.post(
      '/login/confirm-register',
      { confirmation, token, secoes },
      { headers: { Authorization: `Bearer ${adminToken}`, 'x-access-token': adminToken }, ownAuthorization: true } as AxiosRequestConfig,
    );
  },
  async profile(): Promise<UserProfileData> {
    const { data } = await http.get<UserProfileData>('/usuario');
    return data;
  },
  /**
   * PUT /usuario with { data: base64(JSON of the form) }; a truthy answer means success. A password
   * change carries senhaAtual (the server answers 400 'Senha atual incorreta.' on that field).
   */
  async updateProfile(form: ProfileForm): Promise<UserProfileData> {
    const { data } = await http.put<UserProfileData>('/usuario', { data: toBase64Json(form) });
    if (!data) throw new Error('Resposta vazia');
    return data;
  },
};

/** Re-reads the signed-in user's grants (menu and guard follow a change without a new login). */
export async function refreshCurrentUser(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    const profile = await accountsApi.profile();
    if (useSession.getState().token) useSession.getState().updateUser(profile);
  } catch {
    // 401 is handled by the interceptor; other failures keep the stored user.
  }
}

export const adminApi = {
  async users(): Promise<AdminUser[]> {
    const { data } = await http.get<AdminUser[]>('/admin/usuarios');
    return data;
  },
  async updateUser(id: number, changes: Partial<Pick<AdminUser, 'secoes' | 'ativo' | 'googleLinkAllowed'>>): Promise<AdminUser> {
    const { data } = await http.put<AdminUser>(`/admin/usuarios/${id}`, changes);
    return data;
  },
  async outbox(): Promise<{ modo: 'smtp' | 'outbox'; mensagens: OutboxMessage[] }> {
    const { data } = await http.get<{ modo: 'smtp' | 'outbox'; mensagens: OutboxMessage[] }>('/admin/caixa-de-saida');
    return data;
  },
};
