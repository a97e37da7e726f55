/** Texts of the messages the application sends (pt-BR). Links always start at APP_URL. */
import type { MailMessage } from './mailer';

/** The one-time token of every recovery/registration/confirmation link replaced by '…' (the outbox as a record). */
export function maskLinks(text: string): string {
  return text.replace(/(\/(?:recover|register|cadastrar)\/)[A-Za-z0-9_-]+/g, '$1…');
}

/**
 * To the address typed in the sign-up form: the link that proves the requester owns it. Only
 * after it is opened do the administrators hear of the request.
 */
export function registrationConfirmEmailMail(
  appUrl: string,
  request: { nome: string; email: string },
  token: string,
  ttlSeconds: number,
): MailMessage {
  const link = `${appUrl}/cadastrar/${token}`;
  const hours = Math.round(ttlSeconds / 3600);
  const validity = hours >= 1 ? `${hours} hora${hours === 1 ? '' : 's'}` : `${Math.round(ttlSeconds / 60)} minutos`;
  return {
    to: request.email,
    subject: 'Confirme o seu e-mail',
    link,
    text:
      `Olá, ${request.nome}.\n\n` +
      'Recebemos uma solicitação de acesso à aplicação com este e-mail. Para confirmar que o endereço é seu ' +
      `e enviar a solicitação aos administradores, acesse:\n\n${link}\n\n` +
      `O link vale por ${validity} e pode ser usado uma única vez. ` +
      'Se você não fez este pedido, ignore esta mensagem: nada será enviado aos administradores.\n',
  };
}

export function resetPasswordMail(appUrl: string, user: { name: string; email: string }, token: string, ttlSeconds: number): MailMessage {
  const link = `${appUrl}/recover/${token}`;
  return {
    to: user.email,
    subject: 'Recuperação de senha',
    link,
    text:
      `Olá, ${user.name}.\n\n` +
      `Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, acesse:\n\n${link}\n\n` +
      `O link vale por ${Math.round(ttlSeconds / 60)} minutos e pode ser usado uma única vez. ` +
      'Se você não fez este pedido, ignore esta mensagem: a sua senha continua a mesma.\n',
  };
}

export function registrationRequestMail(
  appUrl: string,
  admin: { usuario: string; email: string },
  request: { nome: string; sobrenome: string; email: string; mensagem: string },
  token: string,
): MailMessage {
  const link = `${appUrl}/register/${token}?usuario=${encodeURIComponent(admin.usuario)}`;
  const nome = `${request.nome} ${request.sobrenome}`.trim();
  return {
    to: admin.email,
    subject: `Solicitação de cadastro: ${nome}`.slice(0, 200),
    link,
    text:
      `${nome} (${request.email}) pediu acesso à aplicação.\n\n` +
      (request.mensagem ? `Mensagem: ${request.mensagem}\n\n` : '') +
      `Para aprovar (escolhendo as seções) ou rejeitar, acesse:\n\n${link}\n`,
  };
}

export function registrationReceivedMail(request: { nome: string; email: string }): MailMessage {
  return {
    to: request.email,
    subject: 'Solicitação de cadastro recebida',
    text:
      `Olá, ${request.nome}.\n\nSeu e-mail foi confirmado e a sua solicitação de acesso foi enviada aos administradores. ` +
      'Você receberá um e-mail quando um administrador decidir.\n',
  };
}

export function accountAlreadyExistsMail(appUrl: string, user: { name: string; email: string }): MailMessage {
  const link = `${appUrl}/esqueci`;
  return {
    to: user.email,
    subject: 'Solicitação de cadastro',
    link,
    text:
      `Olá, ${user.name}.\n\nRecebemos uma solicitação de cadastro com este e-mail, mas ele já possui uma conta. ` +
      `Se esqueceu a senha, acesse:\n\n${link}\n`,
  };
}

export function registrationDecisionMail(
  appUrl: string,
  request: { nome: string; email: string },
  approved: boolean,
  usuario?: string,
): MailMessage {
  const link = `${appUrl}/login`;
  return approved
    ? {
        to: request.email,
        subject: 'Cadastro aprovado',
        link,
        text:
          `Olá, ${request.nome}.\n\nSeu cadastro foi aprovado. Entre com o usuário ${usuario ?? request.email} ` +
          `e a senha que você escolheu em:\n\n${link}\n`,
      }
    : {
        to: request.email,
        subject: 'Cadastro não aprovado',
        text: `Olá, ${request.nome}.\n\nSua solicitação de cadastro não foi aprovada por um administrador.\n`,
      };
}

/** A project's forecast alert (issue 38 §3): to the leader and to the users who chose to receive them. */
export function alertaProjetoMail(
  appUrl: string,
  destinatario: { email: string; nome: string },
  alerta: { projeto: { id: number; chave: string; nome: string }; titulo: string; detalhe: string; causa: string },
): MailMessage {
  const link = `${appUrl}/projetos/previsao/${encodeURIComponent(alerta.projeto.chave)}/${alerta.projeto.id}/projecao`;
  return {
    to: destinatario.email,
    subject: `Alerta do projeto ${alerta.projeto.chave}: ${alerta.titulo}`.slice(0, 200),
    link,
    text:
      `Olá, ${destinatario.nome}.\n\n` +
      `O projeto ${alerta.projeto.chave} — ${alerta.projeto.nome} cruzou uma regra de alerta da projeção.\n\n` +
      `${alerta.titulo}\n${alerta.detalhe}\n\nCausa: ${alerta.causa}\n\n` +
      `Para ver a projeção do projeto, acesse:\n\n${link}\n\n` +
      'Você recebe este e-mail por ser o líder do projeto ou por ter escolhido receber alertas de projetos em Dados de Usuário.\n',
  };
}
