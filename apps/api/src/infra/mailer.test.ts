import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { createMailer, type Mail, withOneLineHeaders } from './mailer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-mail-'));
  dirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    MAIL_FROM: 'Homes <homes@example.com>',
  });
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
  return { dataDir, mailer: createMailer(config, log), log };
}

describe('outbox mailer (no SMTP_URL)', () => {
  it('keeps the HTML part and headers, and one file per key however often it is sent', async () => {
    const { dataDir, mailer } = setup();
    const mail = {
      to: 'someone@example.com',
      subject: 'New listings',
      text: 'Text',
      html: '<p>Text</p>',
      headers: { 'List-Unsubscribe': '<https://x/u?token=t>' },
      key: '1700000000000-notice-7',
    };
    await mailer.send(mail);
    await mailer.send(mail);
    const outbox = path.join(dataDir, 'outbox');
    expect(readdirSync(outbox)).toEqual(['1700000000000-notice-7.json']);
    const message = JSON.parse(readFileSync(path.join(outbox, readdirSync(outbox)[0]!), 'utf8'));
    expect(message).toMatchObject({ html: '<p>Text</p>', headers: mail.headers });
    expect(message.key).toBeUndefined();
  });

  it('writes each mail as a JSON file under DATA_DIR/outbox', async () => {
    const { dataDir, mailer, log } = setup();
    const mail = {
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Line one\nhttps://x/y?token=abc',
    };
    await mailer.send(mail);
    await mailer.send({ ...mail, subject: 'Second' });
    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/\.json$/);
    const messages = files.map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')));
    expect(messages.map((m) => m.subject).sort()).toEqual(['Hello', 'Second']);
    expect(messages.find((m) => m.subject === 'Hello')).toEqual({
      from: 'Homes <homes@example.com>',
      ...mail,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: mail.to, subject: 'Hello', file: expect.any(String) }),
      'mail written to outbox',
    );
  });

  it('does not log the body of a mail, which may carry a reset token', async () => {
    const { mailer, log } = setup();
    await mailer.send({ to: 'a@example.com', subject: 'Reset', text: 'token=very-secret' });
    expect(JSON.stringify(vi.mocked(log.info).mock.calls)).not.toContain('very-secret');
  });
});

describe('withOneLineHeaders', () => {
  it('puts the subject and headers on one line, and leaves the body as it is', async () => {
    const sent: Mail[] = [];
    const mailer = withOneLineHeaders({ send: async (mail) => void sent.push(mail) });
    await mailer.send({
      to: 'agent@example.com',
      subject: 'Cheap \u202Egnp.exe\u202C flat\r\nBcc: everyone@example.com\u0007',
      text: 'Line one\nLine two',
      headers: { 'List-Unsubscribe': '<https://example.com/x>\r\nX-Injected: 1' },
    });
    expect(sent).toEqual([
      {
        to: 'agent@example.com',
        subject: 'Cheap gnp.exe flat Bcc: everyone@example.com',
        text: 'Line one\nLine two',
        headers: { 'List-Unsubscribe': '<https://example.com/x> X-Injected: 1' },
      },
    ]);
  });
});
