// The account emails, in the language of the page that asked for them.
import { escapeHtml } from '@jangbogi/contracts/html';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { greeting } from '../email/greeting.ts';

const RESET_WORDS = {
  en: {
    subject: 'Reset your Jangbogi password',
    asked: 'Someone asked to reset the password of your Jangbogi account.',
    open: 'Open this link within 1 hour to choose a new password:',
    notYou: 'If it was not you, ignore this email; your password stays the same.',
  },
  ko: {
    subject: '장보기 비밀번호 재설정 안내',
    asked: '장보기 계정의 비밀번호 재설정 요청이 있었습니다.',
    open: '1시간 안에 아래 링크를 열어 새 비밀번호를 정해 주세요:',
    notYou: '직접 요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
  },
} satisfies Record<Language, unknown>;

export function passwordResetMessage(
  firstName: string,
  to: string,
  link: string,
  language: Language = 'en',
): OutgoingEmail {
  const words = RESET_WORDS[language];
  return {
    kind: 'password_reset',
    to,
    subject: words.subject,
    text: `${greeting(firstName, language)}\n\n${words.asked} ${words.open}\n\n${link}\n\n${words.notYou}\n`,
    html:
      `<p>${escapeHtml(greeting(firstName, language))}</p><p>${words.asked} ${words.open}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${words.notYou}</p>`,
  };
}

const CONFIRM_WORDS = {
  en: {
    subject: 'Confirm your email for Jangbogi',
    please: 'Please confirm that this is your email address (the link works once, for 7 days):',
    action: 'Confirm my email',
    orders: 'Orders you place as a guest with this address then show under My Orders.',
    notYou:
      'If you did not create a Jangbogi account, ignore this email: nothing is linked to it until the link is opened.',
  },
  ko: {
    subject: '장보기 이메일 인증 안내',
    please: '본인의 이메일 주소가 맞는지 확인해 주세요 (링크는 7일 동안 한 번만 쓸 수 있습니다):',
    action: '이메일 인증하기',
    orders: '인증하시면 이 주소로 비회원 주문하신 내역도 주문 내역에 표시됩니다.',
    notYou:
      '장보기 계정을 만들지 않으셨다면 이 메일을 무시해 주세요. 링크를 열기 전에는 아무것도 연결되지 않습니다.',
  },
} satisfies Record<Language, unknown>;

export function confirmEmailMessage(
  firstName: string,
  to: string,
  link: string,
  language: Language = 'en',
): OutgoingEmail {
  const words = CONFIRM_WORDS[language];
  return {
    kind: 'confirm_email',
    to,
    subject: words.subject,
    text: `${greeting(firstName, language)}\n\n${words.please}\n\n${link}\n\n${words.orders}\n${words.notYou}\n`,
    html:
      `<p>${escapeHtml(greeting(firstName, language))}</p>` +
      `<p>${words.please}</p>` +
      `<p><a href="${escapeHtml(link)}">${words.action}</a></p>` +
      `<p>${words.orders}</p>` +
      `<p>${words.notYou}</p>`,
  };
}

const DELETED_WORDS = {
  en: {
    subject: 'Your Jangbogi account is deleted',
    done: 'As you asked, your Jangbogi account is deleted: your profile, addresses, cart and stock alerts are gone, and you are signed out everywhere.',
    kept: 'The law asks us to keep the records of your orders (contracts, payments and deliveries) for 5 years and of complaints for 3 years; they are kept apart from any account and then anonymised.',
    again:
      'You are welcome back at any time: this email address can sign up again as a new account.',
    notYou: 'If you did not delete your account, reply to this email at once.',
  },
  ko: {
    subject: '장보기 회원 탈퇴가 완료되었습니다',
    done: '요청하신 대로 장보기 회원 탈퇴가 완료되었습니다. 회원 정보, 배송지, 장바구니와 재입고 알림이 모두 삭제되었고 모든 기기에서 로그아웃되었습니다.',
    kept: '관련 법령에 따라 주문 기록(계약, 대금 결제, 재화 공급)은 5년, 불만·분쟁 처리 기록은 3년 동안 계정과 분리하여 보관한 뒤 익명으로 처리합니다.',
    again: '언제든 다시 찾아 주세요. 이 이메일 주소로 새로 가입하실 수 있습니다.',
    notYou: '직접 탈퇴하지 않으셨다면 바로 이 메일에 답장해 주세요.',
  },
} satisfies Record<Language, unknown>;

export function accountDeletedMessage(
  firstName: string,
  to: string,
  language: Language = 'en',
): OutgoingEmail {
  const words = DELETED_WORDS[language];
  const paragraphs = [
    greeting(firstName, language),
    words.done,
    words.kept,
    words.again,
    words.notYou,
  ];
  return {
    kind: 'account_deleted',
    to,
    subject: words.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
