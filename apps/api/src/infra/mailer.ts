import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { oneLine } from '@propdesk/shared';
import type { Config } from '../config';
import { newPublicId } from '../lib/ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text one. */
  html?: string;
  /** Headers of this mail's own (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * The same on every attempt to send this mail (a queued notice's): the outbox writes it to
   * one file, so a send repeated after a crash replaces its first copy instead of adding one.
   */
  key?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The mailer with every mail's subject and own headers on one line: a name or title put in a
 * subject can never add a header (CR/LF), ring a terminal (BEL, ESC) or reverse what the reader
 * sees (U+202E), whatever a module puts there.
 */
export function withOneLineHeaders(mailer: Mailer): Mailer {
  return {
    send: (mail) =>
      mailer.send({
        ...mail,
        subject: oneLine(mail.subject),
        ...(mail.headers && {
          headers: Object.fromEntries(
            Object.entries(mail.headers).map(([name, value]) => [name, oneLine(value)]),
          ),
        }),
      }),
  };
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as JSON. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send({ key: _key, ...mail }) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    async send({ key, ...mail }) {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${key ?? `${Date.now()}-${newPublicId(8)}`}.json`);
      const message = { from: config.mailFrom, ...mail, date: new Date().toISOString() };
      // Written beside it and renamed, so a reader of the outbox never sees half a mail. A process
      // killed between the two leaves a .partial file: not a mail, and its notice is sent again.
      const partial = `${file}.${newPublicId(8)}.partial`;
      await writeFile(partial, JSON.stringify(message, null, 2));
      await rename(partial, file);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
