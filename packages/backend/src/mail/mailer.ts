/**
 * Outgoing mail. With MAIL_SMTP_URL every message is first written to mail_outbox as 'pending',
 * sent through nodemailer over SMTP, then marked 'sent' with its links masked (the token replaced by
 * '…'). A failed send stays 'pending' with its attempt count and last error and is retried by a
 * timer in the app (every MAIL_RETRY_INTERVAL_SECONDS; back-off doubling from that interval up to an
 * hour; 'failed' after MAX_ATTEMPTS). Without MAIL_SMTP_URL (the embedded default) the outbox is the
 * delivery channel: administrators read the live links on the shell's administration page and hand
 * them over; with MAIL_LOG_LINKS (set by `pnpm dev` only) the link is also printed in the log.
 *
 * Routes enqueue messages (`enqueue`) instead of awaiting the delivery, so the reply time of
 * the public routes does not depend on whether a message was sent (no account enumeration by
 * timing). `idle()` waits for the pending deliveries (tests, shutdown).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { maskLinks } from './messages';

/** Sends of one message before it is given up ('failed'): about 4 h of back-off. */
export const MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 3_600_000;
/** A message being sent is held this long (longer than the SMTP timeouts below), so that another API process does not send it too. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Wait after the n-th failed send (n >= 1). */
export function backoffMs(attempts: number, intervalMs: number): number {
  return Math.min(intervalMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
}

interface StoredMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  attempts: number;
}

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
  private timer?: NodeJS.Timeout;
  private cycle?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    if (config.smtpUrl) {
      // nodemailer's defaults wait minutes on a server that accepts and says nothing.
      this.transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    }
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      const subject = message.subject.slice(0, 200);
      const [row] = await this.db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject, bodyText: message.text, status: 'pending', nextAttemptAt: new Date(this.now() + LEASE_MS) })
        .returning({ id: mailOutbox.id });
      await this.deliver({ id: row!.id, to: message.to, subject, text: message.text, attempts: 0 });
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

  /** One SMTP attempt of a message its caller holds; the outcome is written to its row. True when sent. */
  private async deliver(message: StoredMessage): Promise<boolean> {
    const attempts = message.attempts + 1;
    try {
      await this.transport!.sendMail({ from: this.config.from, to: message.to, subject: message.subject, text: message.text });
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = attempts >= MAX_ATTEMPTS;
      const wait = backoffMs(attempts, this.config.retryIntervalSeconds * 1000);
      await this.db
        .update(mailOutbox)
        .set({ attempts, lastError, status: failed ? 'failed' : 'pending', nextAttemptAt: failed ? null : new Date(this.now() + wait) })
        .where(eq(mailOutbox.id, message.id));
      this.log.warn(
        { subject: message.subject, tentativas: attempts, erro: lastError, ...(failed ? {} : { espera_ms: wait }) },
        failed ? 'e-mail não enviado: tentativas esgotadas' : 'falha ao enviar e-mail por SMTP: fica na caixa de saída para nova tentativa',
      );
      return false;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', attempts, lastError: null, nextAttemptAt: null, sentAt: new Date(this.now()), bodyText: maskLinks(message.text) })
      .where(eq(mailOutbox.id, message.id));
    this.log.info({ subject: message.subject, tentativas: attempts }, 'e-mail enviado por SMTP');
    return true;
  }

  /**
   * Sends the pending messages whose next attempt is due (SMTP only). Each is claimed first (its next
   * attempt moved past the lease, rows locked by another process skipped), so two API processes never
   * send the same message. Resolves with how many were sent.
   */
  async retryDue(): Promise<number> {
    if (!this.transport) return 0;
    const now = this.now();
    const result = await this.db.execute(sql`
      UPDATE mail_outbox SET next_attempt_at = ${new Date(now + LEASE_MS).toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${new Date(now).toISOString()}::timestamptz
        ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body_text, attempts`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? []) as Array<{
      id: number | string;
      to_address: string;
      subject: string;
      body_text: string;
      attempts: number;
    }>;
    let sent = 0;
    for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      // Stopping: the rest keep their lease and are sent by the next cycle (of this process or another).
      if (this.stopped) break;
      const message = { id: Number(row.id), to: row.to_address, subject: row.subject, text: row.body_text, attempts: row.attempts };
      if (await this.deliver(message)) sent++;
    }
    return sent;
  }

  /** SMTP only: scans the outbox for due messages every retryIntervalSeconds until stopRetries(). */
  startRetries(): void {
    if (!this.transport || this.timer || this.stopped) return;
    const schedule = () => {
      this.timer = setTimeout(() => {
        this.cycle = this.retryDue()
          .then(
            () => undefined,
            (error: unknown) => this.log.error({ err: error }, 'falha ao reenviar e-mails da caixa de saída'),
          )
          .finally(() => {
            this.cycle = undefined;
            if (!this.stopped) schedule();
          });
      }, this.config.retryIntervalSeconds * 1000);
      this.timer.unref();
    };
    schedule();
  }

  /** Cancels the next scan and waits for the current one (graceful shutdown). */
  async stopRetries(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.cycle;
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
