import { escapeHtml } from '@jangbogi/contracts/html';
import type { OutgoingEmail } from '../email/outbox.ts';

export function passwordResetMessage(firstName: string, to: string, link: string): OutgoingEmail {
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your Jangbogi password',
    text:
      `Hello ${firstName},\n\nSomeone asked to reset the password of your Jangbogi account. ` +
      `Open this link within 1 hour to choose a new password:\n\n${link}\n\n` +
      `If it was not you, ignore this email; your password stays the same.\n`,
    html:
      `<p>Hello ${escapeHtml(firstName)},</p><p>Someone asked to reset the password of your Jangbogi account. ` +
      `Open this link within 1 hour to choose a new password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>If it was not you, ignore this email; your password stays the same.</p>`,
  };
}

export function confirmEmailMessage(firstName: string, to: string, link: string): OutgoingEmail {
  return {
    kind: 'confirm_email',
    to,
    subject: 'Confirm your email for Jangbogi',
    text:
      `Hello ${firstName},\n\nPlease confirm that this is your email address (the link works once, for 7 days):\n\n${link}\n\n` +
      `Orders you place as a guest with this address then show under My Orders.\n` +
      `If you did not create a Jangbogi account, ignore this email: nothing is linked to it until the link is opened.\n`,
    html:
      `<p>Hello ${escapeHtml(firstName)},</p>` +
      `<p>Please confirm that this is your email address (the link works once, for 7 days):</p>` +
      `<p><a href="${escapeHtml(link)}">Confirm my email</a></p>` +
      `<p>Orders you place as a guest with this address then show under My Orders.</p>` +
      `<p>If you did not create a Jangbogi account, ignore this email: nothing is linked to it until the link is opened.</p>`,
  };
}
