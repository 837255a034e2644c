import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './mail.port';

/**
 * The embedded mailer: each message, built as SMTP would send it, is written to
 * DATA_DIR/mail/<time>-<id>.eml (any mail client opens it) and its path logged.
 */
export class FileMailer implements Mailer {
  private readonly builder: Transporter;
  private readonly dir: string;

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.dir = join(dataDir, 'mail');
    this.builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const built = (await this.builder.sendMail({ from: this.from, ...message })) as { message: Buffer };
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(path, built.message);
    this.logger.info(`mail to ${message.to} written to ${path}`);
  }

  async ping(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async close(): Promise<void> {
    this.builder.close();
  }
}
