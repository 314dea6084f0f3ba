import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hands each React island to React in the browser. It stands in for @astrojs/react's own client
 * (astro.config.mjs points `@astrojs/react/client.js` here) and does what that does, with one
 * difference: how an island's root is let go.
 *
 * When she leaves a page by a link or Back, the client router swaps the page and Astro unmounts
 * the islands it took away. React hydrates in small slices, so on a slow phone an island can
 * still be hydrating then. Unmounting it is an update that reaches the root before hydration
 * finished: React stops hydrating, renders the nothing it was asked for, and reports that as a
 * recoverable error (#424, "This root received an early update, before anything was able
 * hydrate", facebook/react#23309). That is what we asked for, about a part of a page she has
 * left, so what React reports while a root is let go goes nowhere. Until then every recoverable
 * error is reported as React reports it by default. Stopping the hydration costs her phone less
 * than finishing it for a page that is gone.
 */

/** Astro's HTML for a slot, drawn as it is (as @astrojs/react's StaticHtml). */
function StaticHtml({ value, name }: { value?: string; name?: string }) {
  if (!value) return null;
  return createElement('astro-slot', { name, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: value } });
}
StaticHtml.shouldComponentUpdate = () => false;

/** React's default for a recoverable error. */
function report(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

const roots = new WeakMap<HTMLElement, Root>();

type Island = ComponentType<Record<string, unknown>>;

export default (element: HTMLElement) =>
  (Component: Island, props: Record<string, unknown>, { default: children, ...slotted }: Record<string, string>, { client }: { client: string }) => {
    if (!element.hasAttribute('ssr')) return;
    for (const [name, value] of Object.entries(slotted)) props[name] = createElement(StaticHtml, { value, name });
    const island = createElement(Component, props, children ? createElement(StaticHtml, { value: children }) : undefined);
    // An island Astro draws again starts from a fresh React container (as @astrojs/react does).
    for (const key in element) if (key.startsWith('__reactContainer')) Reflect.deleteProperty(element, key);
    startTransition(() => {
      let root = roots.get(element);
      if (!root) {
        let lettingGo = false;
        const onRecoverableError = (error: unknown) => {
          if (!lettingGo) report(error);
        };
        const made =
          client === 'only'
            ? createRoot(element, { onRecoverableError })
            : hydrateRoot(element, island, { identifierPrefix: element.getAttribute('prefix') ?? undefined, onRecoverableError });
        element.addEventListener(
          'astro:unmount',
          () => {
            lettingGo = true;
            made.unmount();
          },
          { once: true },
        );
        roots.set(element, made);
        root = made;
      }
      root.render(island);
    });
  };
