import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isActiveLink, navLinks } from '@core/routes';
import { siteConfig } from '@core/site-config';
import { Button, buttonVariants } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { LogoMark } from './logo-mark';

const loadMobileMenu = () => import('./mobile-menu');
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);
/** The menu sheet (and the dialog code it needs) is fetched on phones only, when first wanted. */
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

function Wordmark() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2.5 rounded-md py-1 pr-1 text-foreground no-underline"
      aria-label={`${siteConfig.productName}, home`}
    >
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-semibold tracking-tight">S.A.V.E.</span>{' '}
        <span className="text-xs font-medium uppercase tracking-[0.18em] text-muted-foreground">Sisterhood</span>
      </span>
    </Link>
  );
}

/**
 * The fixed top navigation, under the quick-exit strip. From `xl` (1280px) every link shows in
 * one row; below that a menu button opens a sheet (a modal dialog: focus moves into it, Esc and
 * the Close button close it, focus returns to the menu button) which closes on navigation.
 */
export function SiteNav({ onBook }: { onBook: () => void }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const bookAfterClose = useRef(false);

  // Close the menu whenever the page changes (a link in it, or Back/Forward).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }

  const bookFromMenu = () => {
    bookAfterClose.current = true;
    setMenuOpen(false);
  };

  return (
    <header className="fixed inset-x-0 top-[var(--quick-exit-height)] z-40 h-[var(--nav-height)] border-b border-border bg-background/95 shadow-[0_1px_12px_-6px_rgb(107_45_92/0.25)]">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 md:px-6 xl:px-4">
        <Wordmark />

        <nav aria-label="Main" className="hidden min-w-0 items-center gap-2 xl:flex">
          <ul className="flex items-center">
            {navLinks.map((link) => {
              const active = isActiveLink(pathname, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'block whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium tracking-tight no-underline transition-colors',
                      active
                        ? 'bg-accent text-accent-foreground shadow-[inset_0_-2px_0_var(--color-primary)]'
                        : 'text-foreground hover:bg-secondary hover:text-secondary-foreground',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            <Link
              to="/signup"
              aria-current={isActiveLink(pathname, '/signup') ? 'page' : undefined}
              className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'no-underline')}
            >
              Sign Up
            </Link>
            <Button size="sm" onClick={onBook}>
              Book Now
            </Button>
          </div>
        </nav>

        <Button
          ref={menuButton}
          variant="ghost"
          className="gap-2 px-3 xl:hidden"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
          // Fetch the menu as soon as she reaches for it, so it opens at once.
          onPointerEnter={preloadMobileMenu}
          onTouchStart={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          <Menu aria-hidden="true" className="size-6" />
          <span>Menu</span>
        </Button>
        {menuWanted ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              pathname={pathname}
              onBook={bookFromMenu}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                if (bookAfterClose.current) {
                  // Open the booking dialog once the menu has gone, so focus goes into it.
                  bookAfterClose.current = false;
                  onBook();
                } else {
                  menuButton.current?.focus();
                }
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
