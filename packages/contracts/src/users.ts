import { z } from 'zod';
import { koreanPhone } from './phone.ts';
import { fieldMessage, type FieldLabelId } from './field-message.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MIN_MESSAGE = fieldMessage('field.users.passwordMin');

/** The shop's languages: English at the spec's routes, Korean under /ko. */
export const language = z.enum(['en', 'ko'], {
  error: fieldMessage('field.users.chooseEnglishKorean'),
});
export type Language = z.infer<typeof language>;

/** What the shopper wants when a line cannot go out as ordered: a similar product, or a refund. */
export const substitutionChoice = z.enum(['allow', 'refund'], {
  error: fieldMessage('field.users.chooseAllowRefund'),
});
export type SubstitutionChoice = z.infer<typeof substitutionChoice>;

export const user = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(['customer', 'admin']),
  /** Whether the owner of the email followed a link sent to it; guest orders show only then. */
  emailVerified: z.boolean(),
  /** The language emails to this user are written in. */
  preferred_language: language,
  /** What checkout offers first for each line when it is out (a guest starts with refund). */
  substitution_default: substitutionChoice,
  /**
   * When the shopper last agreed to marketing emails (광고성 정보 수신 동의), null while they do
   * not agree; consent is reconfirmed two years after this.
   */
  marketing_consent_at: z.string().nullable(),
});
export type User = z.infer<typeof user>;

const name = (label: FieldLabelId) =>
  z
    .string({ error: fieldMessage('field.required', { label }) })
    .trim()
    .min(1, fieldMessage('field.required', { label }))
    .max(100, fieldMessage('field.maxLengthOrLess', { label, max: 100 }));

export const email = z
  .string({ error: fieldMessage('field.common.emailRequired') })
  .trim()
  .min(1, fieldMessage('field.common.emailRequired'))
  .max(254, fieldMessage('field.common.emailTooLong'))
  .toLowerCase()
  .pipe(z.email({ error: fieldMessage('field.common.invalidEmail') }));

export const newPassword = z
  .string({ error: fieldMessage('field.common.passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
  .max(200, fieldMessage('field.users.passwordTooLong'));

/** A password being checked, not chosen: no strength rule, only a sane size. */
const givenPassword = (label: FieldLabelId) =>
  z
    .string({ error: fieldMessage('field.required', { label }) })
    .min(1, fieldMessage('field.required', { label }))
    .max(200, fieldMessage('field.tooLong', { label }));

// A rule's message is the id of its text in the API's errors catalogue (apps/api/src/lib/i18n/
// messages), which answers it in the request's language.
export const AGE_14_REQUIRED_MESSAGE = 'validation.age14Required';

export const registerBody = z
  .object({
    firstName: name('field.label.firstName'),
    lastName: name('field.label.lastName'),
    email,
    password: newPassword,
    phoneNumber: koreanPhone,
    /** Accepted for older clients and ignored: only an uploaded photo (PUT /users/me) sets one. */
    profileImageUrl: z
      .string()
      .max(500, fieldMessage('field.users.profileImageUrlTooLong'))
      .nullish(),
    /**
     * Children under 14 need a guardian's consent (PIPA art. 22-2): sign-up takes only a shopper
     * who confirms being 14 or older.
     */
    age_14_or_over: z.boolean().optional(),
    /** Optional and separate (광고성 정보 수신 동의, by email); recorded with its date. */
    marketing_consent: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.age_14_or_over !== true)
      ctx.addIssue({
        code: 'custom',
        path: ['age_14_or_over'],
        message: AGE_14_REQUIRED_MESSAGE,
        params: { code: 'AGE_14_REQUIRED' },
      });
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z
  .object({ email, password: givenPassword('field.label.password') })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const authResponse = z.object({ token: z.string(), user });
export type AuthResponse = z.infer<typeof authResponse>;

export const registerResponse = z.object({ message: z.string(), token: z.string(), user });
export type RegisterResponse = z.infer<typeof registerResponse>;

export const updateProfileBody = z
  .object({
    firstName: name('field.label.firstName').optional(),
    lastName: name('field.label.lastName').optional(),
    phoneNumber: koreanPhone.optional(),
    preferred_language: language.optional(),
    substitution_default: substitutionChoice.optional(),
    /** Agrees to or withdraws from marketing emails; each change is recorded with its time. */
    marketing_consent: z
      .boolean({ error: fieldMessage('field.users.marketingConsentChoice') })
      .optional(),
  })
  .strict()
  .refine(
    (b) =>
      b.firstName !== undefined ||
      b.lastName !== undefined ||
      b.phoneNumber !== undefined ||
      b.preferred_language !== undefined ||
      b.substitution_default !== undefined ||
      b.marketing_consent !== undefined,
    {
      message: fieldMessage('field.users.nothingUpdate'),
    },
  );
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePasswordBody = z
  .object({ currentPassword: givenPassword('field.label.currentPassword'), newPassword })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const forgotPasswordBody = z.object({ email }).strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordParams = z
  .object({
    token: z
      .string()
      .min(1, fieldMessage('field.users.resetLinkInvalid'))
      .max(200, fieldMessage('field.users.resetLinkInvalid')),
  })
  .strict();
export const resetPasswordBody = z.object({ password: newPassword }).strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** A password change ends every session; this token keeps the device that made it signed in. */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const confirmEmailParams = z
  .object({
    token: z
      .string()
      .min(1, fieldMessage('field.users.confirmLinkInvalid'))
      .max(200, fieldMessage('field.users.confirmLinkInvalid')),
  })
  .strict();

/** A signed link mailed to an address (an unsubscribe link): its token, and what following it did. */
export const signedLinkParams = z.object({ token: z.string().min(1).max(1000) }).strict();
export const signedLinkResponse = z.object({ message: z.string(), email: z.string() });
export type SignedLinkResponse = z.infer<typeof signedLinkResponse>;
