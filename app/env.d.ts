/// <reference types="astro/client" />

declare module 'virtual:head-script' {
  /** The minified head script (scripts/astro-inline-scripts.mjs). */
  const code: string;
  export default code;
}
