import type { PlatformConfig } from '../config';
import { createLogger } from '../logging';
import type { MailConfig } from './mail.config';
import type { Mailer } from './mail.port';

// nodemailer, which both mailers build messages with, is loaded only by the process that sends
// mail (auth-users), not by every process the platform runs.

/**
 * SMTP when SMTP_URL is set, .eml files under DATA_DIR/mail otherwise. The SMTP server is not
 * asked at start: a mail server down must not keep accounts from signing in; a send that fails is
 * logged by its caller.
 */
export async function createMailer(platform: PlatformConfig, mail: MailConfig): Promise<Mailer> {
  if (mail.smtpUrl) return new (await import('./smtp-mailer')).SmtpMailer(mail.smtpUrl, mail.from);
  const { FileMailer } = await import('./file-mailer');
  const mailer = new FileMailer(platform.dataDir, mail.from, createLogger('mail', platform.logLevel));
  await mailer.ping();
  return mailer;
}
