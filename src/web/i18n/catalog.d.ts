declare module 'virtual:catalog/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  /** Ids `namespace.key`; a plain message is a string, the rest are parsed ICU. */
  const messages: Record<string, string | MessageFormatElement[]>;
  export default messages;
}
