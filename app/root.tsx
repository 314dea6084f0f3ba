// First: configures zod before any module builds a schema (see the file).
import './lib/zod-config';
import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { Toaster } from '~/components/ui/toaster';
import { BookingProvider, useBooking } from '~/features/booking/booking-context';
import { IntroGate } from '~/features/intro/intro-gate';
import { introHeadScript } from '~/features/intro/intro-head-script';
import { MusicPlayer } from '~/features/music/music-player';
import { QuickExit, QuickExitSkipLink } from '~/features/quick-exit/quick-exit';
import { AnimatedBackground } from '~/features/shell/animated-background';
import { LogoMark } from '~/features/shell/logo-mark';
import { SiteFooter } from '~/features/shell/site-footer';
import { SiteNav } from '~/features/shell/site-nav';
import { queryClient } from '~/lib/api';
// The stylesheet is linked from links(), so it comes before the script preloads in <head>
// and a phone on a slow network asks for it first (it is the one file painting waits for).
import appStylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  // precedence: React 19 then hoists it above the script preloads it puts first in <head>.
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/**
 * Everything but the quick exit carries `hide-during-intro`: while the intro plays (<html
 * data-intro>, see features/intro), app.css hides it, from sight, from the Tab order and from
 * screen readers alike, and only the quick exit and the intro are on screen.
 */
function Shell({ children }: { children: ReactNode }) {
  const { openBooking } = useBooking();
  return (
    <>
      <QuickExitSkipLink />
      <a
        href="#main"
        className="hide-during-intro sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow"
      >
        Skip to main content
      </a>
      <QuickExit />
      <div className="hide-during-intro contents">
        <AnimatedBackground />
        <SiteNav onBook={() => openBooking()} />
        <main id="main" tabIndex={-1} className="relative min-h-screen pt-[var(--site-header-height)] outline-none">
          {children}
        </main>
        <SiteFooter onBook={() => openBooking()} />
        <MusicPlayer />
      </div>
      <IntroGate logo={<LogoMark className="size-20" />} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b2d5c" />
        <meta name="referrer" content="no-referrer" />
        {/* Before anything paints: hide the page on a first visit, for the intro (features/intro). */}
        <script dangerouslySetInnerHTML={{ __html: introHeadScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <QueryClientProvider client={queryClient}>
          <BookingProvider>
            <Shell>{children}</Shell>
            <Toaster />
          </BookingProvider>
        </QueryClientProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests (and styles) know the prerendered page is now interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-muted-foreground">
        {notFound
          ? 'We could not find that page.'
          : 'This page could not be shown. Please go back to the home page and try again.'}
      </p>
      <a className="mt-8 inline-block underline" href="/">
        Go to the home page
      </a>
    </div>
  );
}
