// A language's catalogue compiled for Lingui's runtime by the compiledMessages build plugin.
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
