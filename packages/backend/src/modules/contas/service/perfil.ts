/** The signed-in user's profile: reading it, and changing the name, the note and the password. */
import { CURRENT_PASSWORD_WRONG_MESSAGE, type ProfileForm } from '@financeiro/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginLimits } from '../../../config';
import type { Db } from '../../../db/client';
import type { users } from '../../../db/schema';
import { badRequest, unauthorized } from '../../../http/errors';
import { beginPasswordCheck, loginAccountKey, normalizeIp } from './login-limits';
import { assertNewPassword } from './new-password';
import type { PasswordHasher } from './passwords';
import { buscarHashDaSenha, atualizarUsuario } from '../queries';
import { diferencas, registrarAuditoria, type CampoComparado, type NovaEntradaDeAuditoria } from '../../auditoria';
import { endOtherSessions, buscarUsuarioAtivo, toUserProfile, type AuthUser, type UserProfile } from './users';

/** A base64 form that does not decode to a flat object of bounded texts. */
export const INVALID_DATA = 'Problema ao validar dados enviados.';
export const EMAIL_READ_ONLY = 'O e-mail não pode ser alterado.';

export interface ProfileChange {
  db: Db;
  passwords: PasswordHasher;
  loginLimits: LoginLimits;
  log: FastifyBaseLogger;
  user: AuthUser;
  /** The form (the `data` field's base64 JSON, validated by the domain's profileSchema at the edge). */
  value: ProfileForm;
  ip: string;
  /** The session making the change (it goes on when the password changes). */
  sessionFamily: string | null | undefined;
}

/** What the audit trail records of a profile change (the password only as the fact 'senha_alterada'). */
const CAMPOS_DO_PERFIL: CampoComparado<{ name: string; observacao: string | null }>[] = [
  { campo: 'Nome', valor: (u) => u.name },
  { campo: 'Observação', valor: (u) => u.observacao },
];

export async function atualizarPerfil({ db, passwords, loginLimits, log, user, value, ip, sessionFamily }: ProfileChange): Promise<UserProfile> {
  if (value.email.trim().toLowerCase() !== user.email) throw badRequest([{ field: 'email', errorMessage: EMAIL_READ_ONLY }]);
  const changes: Partial<typeof users.$inferInsert> = {
    name: value.name,
    observacao: value.observacao ? value.observacao : null,
    updatedAt: new Date(),
  };
  const changingPassword = Boolean(value.altera && value.novaSenha);
  if (changingPassword) {
    // Refused before the current password is checked (and counted).
    assertNewPassword('novaSenha', value.novaSenha!, { nomes: [value.name, user.name], usuario: user.usuario, email: user.email });
    // The current password is a password check like the login's: same delay per account and address.
    const subject = { account: loginAccountKey({ id: user.id }, user.usuario), ip: normalizeIp(ip) };
    const attempt = await beginPasswordCheck(db, loginLimits, subject);
    const passwordHash = await buscarHashDaSenha(db, user.id);
    // An account without a password (Google only) has no current password to confirm: it sets one through recovery.
    const currentOk = passwordHash
      ? await passwords.verify(passwordHash, value.senhaAtual ?? '')
      : await passwords.verifyDummy(value.senhaAtual ?? '');
    if (!currentOk) {
      log.info({ userId: user.id }, 'troca de senha recusada: senha atual incorreta');
      throw badRequest([{ field: 'senhaAtual', errorMessage: CURRENT_PASSWORD_WRONG_MESSAGE }]);
    }
    await attempt.succeeded();
    changes.passwordHash = await passwords.hash(value.novaSenha!);
  }
  if (changingPassword && !sessionFamily) throw unauthorized('UNAUTHORIZED');
  await db.transaction(async (tx) => {
    await atualizarUsuario(tx, user.id, changes);
    // Every other session ends (ASVS 7.4.1); the one that made the change goes on.
    if (changingPassword) await endOtherSessions(tx, user.id, sessionFamily!, changes.updatedAt);
    const entradas: NovaEntradaDeAuditoria[] = [
      { acao: 'alterar', entidade: 'usuario', chave: user.id, campos: diferencas(user, { name: value.name, observacao: changes.observacao ?? null }, CAMPOS_DO_PERFIL) },
    ];
    if (changingPassword) entradas.push({ acao: 'senha_alterada', entidade: 'usuario', chave: user.id, detalhes: { senha: 'alterada', outrasSessoesEncerradas: true } });
    await registrarAuditoria(tx, entradas);
  });
  const updated = await buscarUsuarioAtivo(db, user.id);
  if (!updated) throw unauthorized('UNAUTHORIZED');
  log.info({ userId: user.id, passwordChanged: changingPassword }, 'perfil atualizado');
  return toUserProfile(updated);
}
