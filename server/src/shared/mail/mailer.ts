import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { now as clockNow } from '../clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** A readable RFC 822 text; the body is 8-bit so links stay copyable. */
export function formatMail(message: MailMessage, from: string, date: Date): string {
  return [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${oneLine(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    '',
  ].join('\r\n');
}

/** Without SMTP every mail becomes a file `<dataDir>/mail/<timestamp>-<to>.eml`, and its path is logged. */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  return {
    async send(message) {
      const now = clockNow();
      await mkdir(folder, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 100);
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${Math.random().toString(36).slice(2, 6)}-${safeTo}.eml`);
      await writeFile(file, formatMail(message, options.from, now), 'utf8');
      options.log.info({ file, to: message.to, subject: message.subject }, 'mail written to file');
    },
  };
}
