import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mail.port';

/** Sends through the SMTP server of SMTP_URL (pooled connections; smtps:// is TLS from the start). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url, { pool: true, maxConnections: 2 } as never);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async ping(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
