// Message ids are the English catalogue's keys: a typo or a missing key fails the type check.
import type enMessages from './messages/en.json';

declare module '@lingui/core' {
  interface Register {
    messageIds: keyof typeof enMessages;
  }
}
