import { useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import { atom } from 'nanostores';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { shellTexts as texts } from '@core/content/shell';
import { uiTexts } from '@core/content/ui';
import { localePath, splitLocalePath } from '@core/i18n';
import { isActiveLink } from '@core/route-lookup';
import { navLinks } from '@core/routes';
import { Button, buttonVariants } from '~/components/ui/button';
import { renderOverlay } from '~/lib/overlay-root';
import { cn } from '~/lib/utils';
import { MENU_BUTTON_ATTRIBUTE } from '~/lib/shell-attributes';
import { overlayLayer } from '~/lib/overlay-layer';

/**
 * The phone's menu sheet (SiteNav's menu button opens it): a modal dialog, so focus moves into
 * it, Esc and the Close button close it, and the page behind is hidden from screen readers.
 * It closes on navigation. Its own module, fetched when first wanted: desktops never need it.
 */
function MobileMenu({
  open,
  onOpenChange,
  pathname,
  onBook,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  onBook: () => void;
  /** Where focus goes when it closes (SiteNav returns it to the menu button, or opens the booking). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={overlayLayer()}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto overscroll-y-contain bg-card text-card-foreground shadow-xl data-[state=open]:animate-sheet-in"
        >
          <div className="flex h-[var(--site-header-height)] shrink-0 items-end justify-between border-b border-border px-4 pb-3">
            <DialogPrimitive.Title className="text-lg font-semibold">{texts.menu}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={uiTexts.close}>
                <X aria-hidden="true" className="size-6" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={texts.mainNav} className="px-3 py-4">
            <ul className="flex flex-col gap-1">
              <li>
                <a href={localePath('/')} aria-current={pathname === '/' ? 'page' : undefined} onClick={close} className={mobileLinkClass(pathname === '/')}>
                  {texts.home}
                </a>
              </li>
              {navLinks.map((link) => {
                const active = isActiveLink(pathname, link.to);
                return (
                  <li key={link.to}>
                    <a href={localePath(link.to)} aria-current={active ? 'page' : undefined} onClick={close} className={mobileLinkClass(active)}>
                      {link.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-border p-4">
            <Button onClick={onBook}>{texts.bookNow}</Button>
            <a href={localePath('/signup')} onClick={close} className={cn(buttonVariants({ variant: 'outline' }), 'no-underline')}>
              {texts.signUp}
            </a>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function mobileLinkClass(active: boolean): string {
  return cn(
    'flex min-h-11 items-center rounded-md px-3 text-base font-medium no-underline transition-colors',
    active
      ? 'bg-accent text-accent-foreground shadow-[inset_3px_0_0_var(--color-primary)]'
      : 'text-foreground hover:bg-secondary hover:text-secondary-foreground',
  );
}

const menuOpen = atom(false);
let bookAfterClose = false;

function menuButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${MENU_BUTTON_ATTRIBUTE}]`);
}

function setOpen(open: boolean): void {
  menuOpen.set(open);
  menuButton()?.setAttribute('aria-expanded', String(open));
}

function MobileMenuOverlay({ onBook }: { onBook: () => void }) {
  const open = useSyncExternalStore(menuOpen.listen, menuOpen.get, menuOpen.get);
  return (
    <MobileMenu
      open={open}
      onOpenChange={setOpen}
      pathname={splitLocalePath(window.location.pathname).path}
      onBook={() => {
        bookAfterClose = true;
        setOpen(false);
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (bookAfterClose) {
          // Open the booking dialog once the menu has gone, so focus goes into it.
          bookAfterClose = false;
          onBook();
        } else {
          menuButton()?.focus();
        }
      }}
    />
  );
}

/** Opens the phone menu (the site shell calls it when the Menu button is pressed); `onBook` opens the booking dialog. */
export function openMobileMenu(onBook: () => void): void {
  setOpen(true);
  renderOverlay('menu', <MobileMenuOverlay onBook={onBook} />);
}

// A page change (a link in the menu, Back or Forward) closes the menu.
document.addEventListener('astro:after-swap', () => setOpen(false));
