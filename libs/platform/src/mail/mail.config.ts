import { z } from 'zod';

const DEFAULT_FROM = 'Labmedicin <no-reply@labmedicin.local>';

/**
 * The mail variables, validated at start by the service that sends (auth-users). SMTP_URL is an
 * smtp:// or smtps:// URL with optional credentials (`smtps://user:pass@host:465`); unset, mail
 * is written to files.
 */
export const mailEnv = {
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .refine((v) => URL.canParse(v) && ['smtp:', 'smtps:'].includes(new URL(v).protocol), 'must be a URL starting with smtp:// or smtps://')
        .optional(),
    )
    .optional(),
  /** The sender of every message: an address, optionally with a name (`Labmedicin <no-reply@example.org>`). */
  MAIL_FROM: z
    .string()
    .trim()
    .transform((v) => (v === '' ? DEFAULT_FROM : v))
    .pipe(z.string().refine((v) => /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(v), 'must be an address, optionally as Name <address>'))
    .default(DEFAULT_FROM),
};

export interface MailConfig {
  /** null: messages are written to DATA_DIR/mail. */
  smtpUrl: string | null;
  from: string;
}

export function mailConfigOf(env: { SMTP_URL?: string; MAIL_FROM: string }): MailConfig {
  return { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM };
}
