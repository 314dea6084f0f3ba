/**
 * The words of the site's frame (issue 20): the header's links and buttons, the phone's menu, the
 * footer. The main navigation's page names are core/routes.ts's `navLinks`; these are the rest.
 * Every path here is written as on the English site: the components pass it through localePath().
 */
import { hotlines } from '../constants';

export const shellTexts = {
  /** The layout's skip link (app/layouts/site-layout.astro). */
  skipToMain: 'Skip to main content',
  homeLabel: '{productName}, home',
  mainNav: 'Main',
  home: 'Home',
  signUp: 'Sign Up',
  bookNow: 'Book Now',
  menu: 'Menu',
} as const;

export const footerTexts = {
  about: '{tagline}. A calm, private place for women healing after emotionally abusive relationships.',
  followUs: 'Follow us',
  quickLinksHeading: 'Quick Links',
  quickLinks: [
    { label: 'Home', to: '/' },
    { label: 'Assessment', to: '/assessment' },
    { label: 'Services', to: '/services' },
    { label: 'Resources', to: '/resources' },
  ],
  /** The five private tools, each free (issue 29 item 3), and the Tools page. */
  toolsHeading: 'Free private tools',
  tools: [
    { label: 'Journal and dated records', to: '/tools/journal' },
    { label: 'Exit plan', to: '/tools/exit-plan' },
    { label: 'Symptom tracker', to: '/tools/symptom-tracker' },
    { label: 'The 30-day journey', to: '/tools/affirmations' },
    { label: 'Boundary scripts', to: '/tools/boundary-scripts' },
    { label: 'All tools', to: '/tools' },
  ],
  servicesHeading: 'Services',
  services: ['Free Consultation', 'Individual Coaching', 'Recovery Program', 'Mother-Daughter Healing'],
  bookSession: 'Book a session',
  crisisHeading: 'Crisis Support, 24/7',
  /** "In immediate danger, call 911.", in pieces around the number's link. */
  dangerBefore: 'In immediate danger, call ',
  dangerAfter: '.',
  /** Crisis lines of SPEC.md §2's footer; each link's accessible name ends with its line's name. */
  domesticViolence: {
    name: 'National Domestic Violence Hotline',
    call: `Call ${hotlines.domesticViolence.display}`,
    text: hotlines.domesticViolenceText.display,
  },
  lifeline: {
    name: '988 Suicide & Crisis Lifeline',
    call: hotlines.lifelineCall.display,
    text: hotlines.lifelineText.display,
  },
  stayingSafer: 'Staying safer online',
  worriedAboutSomeone: 'Worried about someone?',
  /** `{year}` is a string (a year is not written with a thousands separator). */
  rightsReserved: '© {year} {productName}. All rights reserved.',
  legalNav: 'Legal',
  legalLinks: [
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Terms of Service', to: '/terms-of-service' },
    { label: 'Legal Disclaimer', to: '/legal-disclaimer' },
  ],
} as const;

/** The page for an address the site does not have (app/pages/404.astro). */
export const notFoundTexts = {
  title: 'Page Not Found',
  text: 'We could not find that page. It may have moved, or the address may have a typo.',
  home: 'Go to the home page',
  crisis: 'Crisis support',
} as const;
