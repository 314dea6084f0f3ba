/// <reference types="astro/client" />

declare module 'virtual:head-script' {
  /** The minified head script (scripts/astro-inline-scripts.mjs). */
  const code: string;
  export default code;
}

/** The receipt keys this build trusts (astro.config.mjs, from server/receipts/key-list.ts). */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a top-level import would turn this ambient file into a module
declare const __RECEIPT_KEYS__: import('@core/contracts/receipts').ReceiptKeyList | undefined;
