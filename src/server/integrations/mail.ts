import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's name (the site title), shown beside MAIL_FROM unless MAIL_FROM names one itself. */
  fromName?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on e-mails a member may turn off, RFC 8058). */
  headers?: Record<string, string>;
}

/** The From header: MAIL_FROM as written when it carries a name ("Studio <a@b>"), else the message's name with it. */
export function senderOf(from: string, fromName: string | undefined): string | { name: string; address: string } {
  return fromName && !from.includes('<') ? { name: fromName, address: from } : from;
}

/** Sends one e-mail; rejects when the server did not accept it, so the caller can retry. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Rejects when nothing could be sent now: the SMTP server refuses the connection or the login, or the outbox cannot be written. */
  verify(): Promise<void>;
  close(): void;
}

/** How long one SMTP conversation may take before it counts as failed. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * SMTP_URL when set; otherwise each e-mail becomes an .eml file in
 * DATA_DIR/outbox, built by the same nodemailer code, so it opens in any mail
 * program exactly as it would have been sent.
 */
export function createMailer(config: Pick<AppConfig, 'mail' | 'dataDir'>): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const url = new URL(config.mail.smtpUrl);
    for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
      if (!url.searchParams.has(option)) url.searchParams.set(option, String(SMTP_TIMEOUT_MS));
    }
    const transport: Transporter = nodemailer.createTransport(url.toString());
    return {
      kind: 'smtp',
      send: async ({ fromName, ...message }) => {
        await transport.sendMail({ from: senderOf(from, fromName), ...message });
      },
      verify: async () => {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    send: async ({ fromName, ...message }) => {
      const info = await transport.sendMail({ from: senderOf(from, fromName), ...message });
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique across instances.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
    verify: async () => {
      await mkdir(outbox, { recursive: true });
      await access(outbox, constants.W_OK);
    },
    close: () => transport.close(),
  };
}
