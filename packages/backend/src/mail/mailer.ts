/**
 * Outgoing mail. With MAIL_SMTP_URL the messages go through nodemailer over SMTP and the
 * mail_outbox table only keeps a record of what was sent, with the links masked (the token
 * replaced by '…'). Without it (the embedded default) the outbox is the delivery channel:
 * administrators read the live links on the shell's administration page and hand them over; with
 * MAIL_LOG_LINKS (set by `pnpm dev` only) the link is also printed in the log.
 *
 * Routes enqueue messages (`enqueue`) instead of awaiting the delivery, so the reply time of
 * the public routes does not depend on whether a message was sent (no account enumeration by
 * timing). `idle()` waits for the pending deliveries (tests, shutdown).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { maskLinks } from './messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The action link of the message (printed in the development log for the outbox). */
  link?: string;
}

export class Mailer {
  private readonly transport?: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    if (config.smtpUrl) this.transport = nodemailer.createTransport(config.smtpUrl);
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.from, to: message.to, subject: message.subject, text: message.text });
      await this.db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject.slice(0, 200), bodyText: maskLinks(message.text) });
      this.log.info({ subject: message.subject }, 'e-mail enviado por SMTP');
      return;
    }
    await this.db.insert(mailOutbox).values({ toAddress: message.to, subject: message.subject.slice(0, 200), bodyText: message.text });
    if (this.config.logLinks && message.link) {
      // Development only (MAIL_LOG_LINKS): the outbox stands in for a mailbox.
      this.log.info(`e-mail na caixa de saída para ${message.to}: ${message.subject} — ${message.link}`);
    } else {
      this.log.info({ subject: message.subject }, 'e-mail gravado na caixa de saída');
    }
  }

  /** Sends in the background; failures are logged, never answered to the caller. */
  enqueue(message: MailMessage): void {
    const job = this.send(message)
      .catch((error: unknown) => this.log.error({ err: error, subject: message.subject }, 'falha ao enviar e-mail'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /**
   * Runs `compose` after the current reply has gone out (setImmediate) and sends the message it
   * returns, if any. Public routes put their account lookups here, so known and unknown addresses
   * do the same work before answering. Failures are logged; idle() waits for these jobs too.
   */
  later(compose: () => Promise<MailMessage | null | undefined>): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(compose)
      .then((message) => (message ? this.send(message) : undefined))
      .catch((error: unknown) => this.log.error({ err: error }, 'falha ao preparar e-mail'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.transport?.close();
  }
}
