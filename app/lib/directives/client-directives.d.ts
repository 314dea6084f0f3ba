// The project's own hydration directives (registered in astro.config.mjs; see the files beside this).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:ready'?: boolean;
    'client:seen'?: boolean;
    'client:reach'?: boolean;
  }
}
