import { Menu, Music } from 'lucide-react';
import { musicLabels } from '@core/content/music';
import { locale } from '@core/content/locale';
import { shellTexts as texts } from '@core/content/shell';
import { localePath, splitLocalePath } from '@core/i18n';
import { isActiveLink } from '@core/route-lookup';
import { navLinks } from '@core/routes';
import { siteConfig } from '@core/site-config';
import { Button, buttonVariants } from '~/components/ui/button';
import { bookingTrigger } from '~/lib/booking-trigger';
import { cn } from '~/lib/utils';
import { LogoMark } from './logo-mark';
import { LanguageSwitch } from './language-switch';
import type { PageLanguage } from '~/lib/seo';
import { MENU_BUTTON_ATTRIBUTE, MUSIC_BUTTON_ATTRIBUTE } from '~/lib/shell-attributes';
import { formatMessage } from '@core/message-format';


function Wordmark() {
  return (
    <a
      href={localePath('/')}
      className="flex min-w-0 shrink items-center gap-2.5 rounded-md py-1 pe-1 text-foreground no-underline"
      aria-label={formatMessage(texts.homeLabel, { productName: siteConfig.productName })}
    >
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-semibold tracking-tight">S.A.V.E.</span>{' '}
        <span className="text-xs font-medium uppercase tracking-[0.18em] text-muted-foreground">Sisterhood</span>
      </span>
    </a>
  );
}

/**
 * The music player's button. It sits in the header bar, so it never covers the page's text or
 * controls; the player's panel and its <audio> live in the overlay layer the client router keeps
 * across page changes. The dot shows while music plays (app.css, from that layer's state).
 */
function MusicButton() {
  return (
    <button
      type="button"
      {...{ [MUSIC_BUTTON_ATTRIBUTE]: '' }}
      aria-label={musicLabels.open}
      aria-haspopup="dialog"
      aria-expanded="false"
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-secondary"
    >
      <Music aria-hidden="true" className="size-5" />
      <span data-playing-dot aria-hidden="true" className="absolute end-1 top-1 hidden size-3 items-center justify-center rounded-full bg-accent">
        <span className="size-1.5 animate-pulse rounded-full bg-primary" />
      </span>
    </button>
  );
}

/**
 * From which width every link shows in one row. Spanish labels are longer: its row needs the
 * 2xl width (1536 px) and the whole of it, and below that the Menu button opens the same links.
 * The language switch shows its name where there is room (not on a phone, not beside a full
 * row). The class names are written out in full so Tailwind finds them.
 */
const wide =
  locale.code === 'en'
    ? { show: 'xl:flex', hide: 'xl:hidden', iconOnly: 'sr-only sm:not-sr-only xl:sr-only', container: '' }
    : { show: '2xl:flex', hide: '2xl:hidden', iconOnly: 'sr-only sm:not-sr-only 2xl:sr-only', container: '2xl:max-w-none' };

/**
 * The fixed top navigation, under the quick-exit strip. Static markup: from `xl` (1280px) every
 * link shows in one row; below that the Menu button opens a sheet (mobile-menu.tsx, fetched and
 * drawn by the site shell when she first presses it).
 */
export function SiteNav({ pathname: localePathname, languages }: { pathname: string; languages: readonly PageLanguage[] }) {
  // The links are compared without the language's prefix (/es/tools is /tools).
  const pathname = splitLocalePath(localePathname).path;
  return (
    <header className="fixed inset-x-0 top-[var(--quick-exit-height)] z-40 h-[var(--nav-height)] border-b border-border bg-background shadow-[0_1px_12px_-6px_rgb(107_45_92/0.25)]">
      <div className={cn('mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4 md:px-6 xl:px-2', wide.container)}>
        <Wordmark />

        <nav aria-label={texts.mainNav} className={cn('hidden min-w-0 items-center gap-2', wide.show)}>
          <ul className="flex items-center">
            {navLinks.map((link) => {
              const active = isActiveLink(pathname, link.to);
              return (
                <li key={link.to}>
                  <a
                    href={localePath(link.to)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'block whitespace-nowrap rounded-md px-1 py-2 text-sm font-medium tracking-tight no-underline transition-colors',
                      active
                        ? 'bg-accent text-accent-foreground shadow-[inset_0_-2px_0_var(--color-primary)]'
                        : 'text-foreground hover:bg-secondary hover:text-secondary-foreground',
                    )}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            <a
              href={localePath('/signup')}
              aria-current={isActiveLink(pathname, '/signup') ? 'page' : undefined}
              className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'no-underline')}
            >
              {texts.signUp}
            </a>
            <Button size="sm" {...bookingTrigger()}>
              {texts.bookNow}
            </Button>
          </div>
        </nav>

        <div className="flex shrink-0 items-center gap-1">
          <LanguageSwitch languages={languages} className="min-w-11 justify-center text-primary hover:bg-secondary" nameClassName={wide.iconOnly} />
          <MusicButton />
          <Button
            variant="ghost"
            className={cn('gap-2 px-3', wide.hide)}
            aria-haspopup="dialog"
            aria-expanded="false"
            {...{ [MENU_BUTTON_ATTRIBUTE]: '' }}
          >
            <Menu aria-hidden="true" className="size-6" />
            <span>{texts.menu}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
