/// <reference types="astro/client" />

declare module 'virtual:head-script' {
  /** The minified head script (scripts/astro-inline-scripts.mjs). */
  const code: string;
  export default code;
}

/** The receipt keys this build trusts (astro.config.mjs, from server/receipts/key-list.ts). */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a top-level import would turn this ambient file into a module
declare const __RECEIPT_KEYS__: import('@core/contracts/receipts').ReceiptKeyList | undefined;

/**
 * Our client directives (astro.config.mjs): `client:ready`, `client:seen` and `client:reach`, whose
 * value names the window event that also wakes the island (docs/decisions/0048), so `astro check`
 * knows them on the pages.
 */
declare namespace Astro {
  interface ClientDirectives {
    'client:ready'?: boolean;
    'client:seen'?: boolean;
    'client:reach'?: boolean | string;
  }
}
