// How outbox emails leave the building: over SMTP when SMTP_URL is set, otherwise as
// .eml files in the mail folder so a developer can open a reset link on a laptop.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../lib/logger.ts';
import nodemailer from 'nodemailer';

export interface EmailToSend {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface Mailer {
  send: (email: EmailToSend) => Promise<void>;
  close: () => void;
}

export interface MailerConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  mailDir: string;
}

// A refused or silent server must fail well within the outbox lease (see worker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function message(from: string, email: EmailToSend) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.html ? { html: email.html } : {}),
    messageId: `<${email.id}@jangbogi.outbox>`,
  };
}

export function createMailer(config: MailerConfig, log: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      send: async (email) => {
        await transport.sendMail(message(config.MAIL_FROM, email));
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (email) => {
      const info = await transport.sendMail(message(config.MAIL_FROM, email));
      if (!Buffer.isBuffer(info.message))
        throw new Error('nodemailer did not return the message as a buffer');
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(
        config.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.id}.eml`,
      );
      await writeFile(file, info.message);
      log.info({ file, to: email.to, subject: email.subject }, `email written to ${file}`);
    },
    close: () => transport.close(),
  };
}
