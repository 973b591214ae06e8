// The account emails, in the language of the page that asked for them. Their words are the
// `email.passwordReset.*`, `email.confirmEmail.*` and `email.accountDeleted.*` messages.
import { escapeHtml } from '@jangbogi/contracts/html';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { emailWords, htmlLink, paragraphs } from '../email/words.ts';

/** `validHours`: how long the link works. */
export function passwordResetMessage(
  firstName: string,
  to: string,
  link: string,
  validHours: number,
  language: Language = 'en',
): OutgoingEmail {
  const words = emailWords(language);
  const hello = words.text('email.greeting', { name: firstName });
  const request = words.text('email.passwordReset.request', { hours: validHours });
  const notYou = words.text('email.passwordReset.notYou');
  return {
    kind: 'password_reset',
    to,
    subject: words.text('email.passwordReset.subject'),
    text: `${hello}\n\n${request}\n\n${link}\n\n${notYou}\n`,
    html: words.document(
      paragraphs([
        escapeHtml(hello),
        escapeHtml(request),
        htmlLink(link, link),
        escapeHtml(notYou),
      ]),
    ),
  };
}

/** `validDays`: how long the link works. */
export function confirmEmailMessage(
  firstName: string,
  to: string,
  link: string,
  validDays: number,
  language: Language = 'en',
): OutgoingEmail {
  const words = emailWords(language);
  const hello = words.text('email.greeting', { name: firstName });
  const please = words.text('email.confirmEmail.please', { days: validDays });
  const orders = words.text('email.confirmEmail.orders');
  const notYou = words.text('email.confirmEmail.notYou');
  return {
    kind: 'confirm_email',
    to,
    subject: words.text('email.confirmEmail.subject'),
    text: `${hello}\n\n${please}\n\n${link}\n\n${orders}\n${notYou}\n`,
    html: words.document(
      paragraphs([
        escapeHtml(hello),
        escapeHtml(please),
        htmlLink(link, words.text('email.confirmEmail.action')),
        escapeHtml(orders),
        escapeHtml(notYou),
      ]),
    ),
  };
}

export function accountDeletedMessage(
  firstName: string,
  to: string,
  language: Language = 'en',
): OutgoingEmail {
  const words = emailWords(language);
  const lines = [
    words.text('email.greeting', { name: firstName }),
    words.text('email.accountDeleted.done'),
    words.text('email.accountDeleted.kept'),
    words.text('email.accountDeleted.again'),
    words.text('email.accountDeleted.notYou'),
  ];
  return {
    kind: 'account_deleted',
    to,
    subject: words.text('email.accountDeleted.subject'),
    text: `${lines.join('\n\n')}\n`,
    html: words.document(paragraphs(lines.map(escapeHtml))),
  };
}
