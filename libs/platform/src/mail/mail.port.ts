/**
 * The mail port: SMTP through nodemailer when SMTP_URL is set, otherwise (embedded) each message
 * is written as an .eml file under DATA_DIR/mail and its path logged, so a local installation
 * needs no mail server.
 */
export interface MailMessage {
  to: string;
  subject: string;
  /** Both parts are sent; readers whose client shows no HTML read the text. */
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MAILER = Symbol('MAILER');
