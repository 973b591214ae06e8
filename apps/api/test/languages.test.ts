// The API answers in the request's language: error codes stay, messages follow Accept-Language
// (the web app sends `ko` from its /ko pages), and an account remembers its preferred language.
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@jangbogi/contracts/field-message';
import { errorMessage, fieldText } from '../src/lib/errors.ts';
import { preferredLanguage } from '../src/lib/i18n/language.ts';
import { useTestApp } from './helpers/app.ts';

const registration = () => ({
  firstName: '민지',
  lastName: '김',
  email: `lang-${Math.random().toString(16).slice(2)}@example.com`,
  password: 'secret-123',
  phoneNumber: '01012345678',
  age_14_or_over: true,
});

describe('the language a request asks for', () => {
  it('is the supported language its Accept-Language prefers, else English', () => {
    expect(preferredLanguage('ko')).toBe('ko');
    expect(preferredLanguage('ko-KR,ko;q=0.9,en-US;q=0.8')).toBe('ko');
    expect(preferredLanguage('en-US,en;q=0.9,ko;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR,ko;q=0.5')).toBe('ko');
    expect(preferredLanguage('ko;q=0,en')).toBe('en');
    expect(preferredLanguage('fr')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
  });

  it('writes an error or field text by its id with its values, and other words as written', () => {
    const outOfStock = {
      id: 'stock.onlyLeftOf',
      values: { count: 3, name: 'Cabbage Kimchi' },
    } as const;
    expect(errorMessage(outOfStock, 'ko')).toBe('Cabbage Kimchi는 3개만 남았습니다');
    expect(errorMessage(outOfStock, 'en')).toBe('Only 3 left of Cabbage Kimchi');
    const firstName = fieldMessage('field.required', { label: 'field.label.firstName' });
    expect(errorMessage(fieldText(firstName), 'en')).toBe('First name is required');
    expect(errorMessage(fieldText(firstName), 'ko')).toBe('이름을 입력해 주세요');
    const tooLong = fieldMessage('field.maxLengthOrFewer', {
      label: 'field.label.message',
      max: 5000,
    });
    expect(errorMessage(fieldText(tooLong), 'en')).toBe('Message must be 5000 characters or fewer');
    expect(errorMessage(fieldText(tooLong), 'ko')).toBe('메시지는 5000자 이하여야 합니다');
    expect(errorMessage(fieldText('Some new English text'), 'ko')).toBe('Some new English text');
  });
});

describe('answers in the request language', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('keeps the code and writes the message in Korean for Accept-Language: ko', async () => {
    const payload = { email: 'nobody@example.com', password: 'wrong-password' };
    const english = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload });
    const korean = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload,
      headers: { 'accept-language': 'ko' },
    });
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(korean.statusCode).toBe(401);
    expect(korean.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('writes validation messages and field errors in Korean', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { ...registration(), email: 'not-an-email' },
      headers: { 'accept-language': 'ko-KR,ko;q=0.9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: '올바른 이메일 주소를 입력해 주세요',
      details: { fieldErrors: { email: ['올바른 이메일 주소를 입력해 주세요'] } },
    });
  });

  it("remembers the sign-up page's language on the account, editable on the profile", async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: registration(),
      headers: { 'accept-language': 'ko' },
    });
    expect(created.statusCode).toBe(201);
    const { token, user } = created.json<{ token: string; user: { preferred_language: string } }>();
    expect(user.preferred_language).toBe('ko');

    const headers = { authorization: `Bearer ${token}` };
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { preferred_language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ preferred_language: 'en' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.json()).toMatchObject({ preferred_language: 'en' });

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: { preferred_language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('writes a success message in the language of the page too', async () => {
    const ask = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: 'nobody@example.com' },
        headers: { 'accept-language': language },
      });
    expect((await ask('ko')).json<{ message: string }>().message).toBe(
      '이 이메일로 가입된 계정이 있으면 비밀번호 재설정 링크를 보냈습니다. 이메일을 확인해 주세요.',
    );
    expect((await ask('en')).json<{ message: string }>().message).toBe(
      'If an account exists for that email, a password reset link has been sent. Please check your email.',
    );
  });
});
