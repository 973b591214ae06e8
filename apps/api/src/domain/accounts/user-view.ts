import type { User } from '@jangbogi/contracts/users';

/** The columns a user's JSON is built from; never the password hash. */
export const userSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  profileImageUrl: true,
  role: true,
  emailVerifiedAt: true,
  sessionVersion: true,
  preferredLanguage: true,
  substitutionDefault: true,
  marketingConsentAt: true,
} as const;

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  profileImageUrl: string | null;
  role: 'customer' | 'admin';
  emailVerifiedAt: Date | null;
  /** Raised by every password change; tokens carry it (see the auth plugin). */
  sessionVersion: number;
  preferredLanguage: 'en' | 'ko';
  substitutionDefault: 'allow' | 'refund';
  marketingConsentAt: Date | null;
}

export function toUserJson(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    preferred_language: row.preferredLanguage,
    substitution_default: row.substitutionDefault,
    marketing_consent_at: row.marketingConsentAt?.toISOString() ?? null,
  };
}
