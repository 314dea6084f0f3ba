/**
 * The site shell: one small module every page loads (no framework). It opens what opens over a
 * page, fetching each part's code the first time she asks for it: the booking dialog (any
 * element with `data-book`), the phone menu, the music player, and, on a first visit, the
 * intro. If a part's file cannot be fetched she is told calmly, with "Try again", and the page
 * she was reading stays. The quick exit is not here: the script in <head> handles it.
 */
import type { BookingServiceType } from '@core/constants';
import { INTRO_ATTRIBUTE } from '~/features/intro/intro-head-script';
import { MENU_BUTTON_ATTRIBUTE, MUSIC_BUTTON_ATTRIBUTE } from '~/lib/shell-attributes';
import { BOOK_ATTRIBUTE } from '~/lib/booking-trigger';
import { loadOrSaySo } from '~/lib/load-failure';

function openBooking(service?: BookingServiceType): void {
  loadOrSaySo(() => import('~/features/booking/booking-overlay').then((module) => module.openBooking(service)));
}

function openMenu(): void {
  loadOrSaySo(() => import('~/features/shell/mobile-menu').then((module) => module.openMobileMenu(() => openBooking())));
}

function toggleMusic(): void {
  loadOrSaySo(() => import('~/features/music/music-player').then((module) => module.toggleMusicPlayer()));
}

function startIntroIfPending(): void {
  if (document.documentElement.getAttribute(INTRO_ATTRIBUTE) !== 'pending') return;
  import('~/features/intro/intro-view').then(
    (intro) => intro.startIntro(),
    // Without the intro's code, show the page.
    () => document.documentElement.removeAttribute(INTRO_ATTRIBUTE),
  );
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const trigger = event.target.closest(`[${BOOK_ATTRIBUTE}], [${MENU_BUTTON_ATTRIBUTE}], [${MUSIC_BUTTON_ATTRIBUTE}]`);
  if (!trigger) return;
  if (trigger.hasAttribute(BOOK_ATTRIBUTE)) {
    const service = trigger.getAttribute(BOOK_ATTRIBUTE);
    openBooking(service ? (service as BookingServiceType) : undefined);
  } else if (trigger.hasAttribute(MENU_BUTTON_ATTRIBUTE)) {
    openMenu();
  } else {
    toggleMusic();
  }
});

/**
 * On the first page she opens, if her browser's first language is the other one, the line that
 * offers this page in it shows (the layout draws it hidden). Only a link: nothing is chosen for
 * her and nothing is kept.
 */
function suggestLanguage(): void {
  // Only on the page the browser loaded: after the language switch (a client-router change of
  // page) this module runs again as the other build's copy, and she has chosen already.
  const loaded = performance.getEntriesByType('navigation')[0]?.name;
  if (loaded !== undefined && loaded !== location.href) return;
  const preferred = navigator.languages?.[0]?.toLowerCase().split('-')[0];
  if (!preferred || !/^[a-z]{2,3}$/.test(preferred)) return;
  const suggestion = document.querySelector<HTMLElement>(`[data-language-suggestion="${preferred}"]`);
  if (suggestion) suggestion.hidden = false;
}

suggestLanguage();
startIntroIfPending();
// Lets tests (and styles) know the shell is listening.
document.documentElement.dataset.shell = 'ready';
document.addEventListener('astro:after-swap', () => {
  document.documentElement.dataset.shell = 'ready';
});
