// Keys of the account's cached data; each ends with the session token it belongs to.
export const accountKeys = {
  all: ['account'] as const,
  me: (token: string | null) => [...accountKeys.all, 'me', token] as const,
  addresses: (token: string | null) => [...accountKeys.all, 'addresses', token] as const,
};
