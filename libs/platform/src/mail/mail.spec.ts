import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { makeTempDir, startMailpit, type TempDir } from '../testing';
import { mailConfigOf, mailEnv } from './mail.config';
import { createMailer } from './mail.factory';

const message = { to: 'anna@example.se', subject: 'Välj ett nytt lösenord', text: 'Öppna länken: https://x.example/r?token=abc', html: '<p>Öppna <a href="https://x.example/r?token=abc">länken</a></p>' };

describe('the mail port', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir('mail-');
  });
  afterEach(async () => {
    await dir.remove();
  });

  const configOf = (env: Record<string, string>) => {
    const { platform, service } = loadConfig(mailEnv, { DATA_DIR: dir.path, LOG_LEVEL: 'silent', ...env });
    return { platform, mail: mailConfigOf(service) };
  };

  it('writes each message as an .eml file under DATA_DIR/mail without SMTP_URL, with both parts and the sender', async () => {
    const { platform, mail } = configOf({ MAIL_FROM: 'Labmedicin <noreply@example.se>' });
    const mailer = await createMailer(platform, mail);
    await mailer.send(message);
    await mailer.close();
    const files = await readdir(join(dir.path, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(dir.path, 'mail', files[0] as string), 'utf8');
    expect(eml).toMatch(/^From: Labmedicin <noreply@example\.se>$/m);
    expect(eml).toMatch(/^To: anna@example\.se$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
  });

  it('sends through the SMTP server of SMTP_URL', async () => {
    const mailpit = await startMailpit();
    try {
      const { platform, mail } = configOf({ SMTP_URL: mailpit.smtpUrl });
      const mailer = await createMailer(platform, mail);
      await mailer.ping();
      await mailer.send(message);
      await mailer.close();
      const [received] = await mailpit.messagesTo('anna@example.se');
      expect(received).toMatchObject({ subject: message.subject, to: ['anna@example.se'] });
      expect(received?.text.trim()).toBe(message.text);
      expect(received?.html).toContain('<a href="https://x.example/r?token=abc">länken</a>');
      await expect(readdir(join(dir.path, 'mail'))).rejects.toThrow(/ENOENT/);
    } finally {
      await mailpit.stop();
    }
  });

  it('refuses at start an SMTP_URL that is not smtp:// or smtps://, and a MAIL_FROM that is no address, naming the variable', () => {
    expect(() => configOf({ SMTP_URL: 'http://mail.example.se' })).toThrow(/SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//);
    expect(() => configOf({ MAIL_FROM: 'Labmedicin' })).toThrow(/MAIL_FROM: must be an address/);
    expect(configOf({}).mail).toEqual({ smtpUrl: null, from: 'Labmedicin <no-reply@labmedicin.local>' });
  });
});
