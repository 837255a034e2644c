import { PASSWORD_RESET_TTL_MINUTES, type Language } from '@labmedicin/contracts';
import type { MailMessage } from '@labmedicin/platform';

interface ResetMailTexts {
  subject: string;
  greeting: (username: string) => string;
  body: string;
  action: string;
  validity: string;
  ignore: string;
}

/** The reset mail in both languages of the site, chosen by the reader's language when they asked. */
const TEXTS: Record<Language, ResetMailTexts> = {
  sv: {
    subject: 'Välj ett nytt lösenord för Labmedicin',
    greeting: (username) => `Hej ${username}!`,
    body: 'Någon (förhoppningsvis du) har bett om att få välja ett nytt lösenord för ditt konto på Labmedicin.',
    action: 'Välj ett nytt lösenord',
    validity: `Länken gäller i ${PASSWORD_RESET_TTL_MINUTES} minuter och kan bara användas en gång. När lösenordet är bytt loggas kontot ut överallt.`,
    ignore: 'Har du inte bett om detta kan du bortse från brevet: ditt lösenord är oförändrat.',
  },
  en: {
    subject: 'Choose a new password for Labmedicin',
    greeting: (username) => `Hello ${username},`,
    body: 'Someone (hopefully you) asked to choose a new password for your account on Labmedicin.',
    action: 'Choose a new password',
    validity: `The link is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes and works once. Once the password is changed, the account is signed out everywhere.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password is unchanged.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The message with its text and HTML parts; the link is the only way to the reset page. */
export function resetMail(to: string, username: string, link: string, language: Language): MailMessage {
  const t = TEXTS[language];
  const text = [t.greeting(username), '', t.body, '', `${t.action}: ${link}`, '', t.validity, '', t.ignore, ''].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body>
<p>${escapeHtml(t.greeting(username))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.validity)}</p>
<p>${escapeHtml(t.ignore)}</p>
</body></html>
`;
  return { to, subject: t.subject, text, html };
}
