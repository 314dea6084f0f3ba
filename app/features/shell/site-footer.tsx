import type { ReactNode } from 'react';
import { hotlines } from '@core/constants';
import { siteConfig } from '@core/site-config';
import { Button } from '~/components/ui/button';
import { bookingTrigger } from '~/lib/booking-trigger';
import { LogoMark } from './logo-mark';
import { LanguageSwitch } from './language-switch';
import type { PageLanguage } from '~/lib/seo';

const socialLinks = [
  { label: 'Instagram', href: siteConfig.social.instagram },
  { label: 'LinkedIn', href: siteConfig.social.linkedin },
  { label: 'TikTok', href: siteConfig.social.tiktok },
  { label: 'Threads', href: siteConfig.social.threads },
] as const;

const quickLinks = [
  { label: 'Home', to: '/' },
  { label: 'Assessment', to: '/assessment' },
  { label: 'Services', to: '/services' },
  { label: 'Resources', to: '/resources' },
] as const;

const serviceLinks = ['Free Consultation', 'Individual Coaching', 'Recovery Program', 'Mother-Daughter Healing'] as const;

const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Legal Disclaimer', to: '/legal-disclaimer' },
] as const;

/** Crisis lines of SPEC.md §2's footer, each with what the link does in its accessible name. */
const crisisLines = [
  {
    name: 'National Domestic Violence Hotline',
    links: [
      { href: hotlines.domesticViolence.href, text: `Call ${hotlines.domesticViolence.display}`, context: hotlines.domesticViolence.name },
      { href: hotlines.domesticViolenceText.href, text: hotlines.domesticViolenceText.display, context: hotlines.domesticViolence.name },
    ],
  },
  {
    name: '988 Suicide & Crisis Lifeline',
    links: [
      { href: hotlines.lifelineCall.href, text: hotlines.lifelineCall.display, context: hotlines.lifelineCall.name },
      { href: hotlines.lifelineText.href, text: hotlines.lifelineText.display, context: hotlines.lifelineCall.name },
    ],
  },
] as const;

const linkClass =
  'inline-flex min-h-8 items-center rounded-sm text-background/90 underline-offset-4 hover:text-background hover:underline';

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wider text-background">{children}</h2>;
}

/** The site footer: social, quick and service links, crisis numbers, legal links. */
export function SiteFooter({ languages }: { languages: readonly PageLanguage[] }) {
  return (
    <footer className="relative border-t border-border bg-foreground text-background [&_:focus-visible]:outline-accent">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <section aria-labelledby="footer-about" className="flex flex-col gap-4">
          <h2 id="footer-about" className="flex items-center gap-3 text-lg font-semibold">
            <LogoMark />
            {siteConfig.productName}
          </h2>
          <p className="text-sm text-background/85">
            {siteConfig.tagline}. A calm, private place for women healing after emotionally abusive relationships.
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Follow us">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full border border-background/40 px-4 text-sm font-medium text-background hover:bg-background hover:text-foreground"
                >
                  {social.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-quick-links" className="flex flex-col gap-3">
          <FooterHeading>
            <span id="footer-quick-links">Quick Links</span>
          </FooterHeading>
          <ul className="flex flex-col gap-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services" className="flex flex-col gap-3">
          <FooterHeading>
            <span id="footer-services">Services</span>
          </FooterHeading>
          <ul className="flex flex-col gap-1 text-sm">
            {serviceLinks.map((label) => (
              <li key={label}>
                <a href="/services" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            {...bookingTrigger()}
            className="self-start border-background/60 bg-transparent text-background hover:bg-background hover:text-foreground"
          >
            Book a session
          </Button>
        </nav>

        <section aria-labelledby="footer-crisis" className="flex flex-col gap-3">
          <FooterHeading>
            <span id="footer-crisis">Crisis Support, 24/7</span>
          </FooterHeading>
          <p className="text-sm text-background/85">
            In immediate danger, call{' '}
            <a href={hotlines.emergency.href} className="font-semibold text-background underline underline-offset-4">
              911
            </a>
            .
          </p>
          <ul className="flex flex-col gap-3">
            {crisisLines.map((line) => (
              <li key={line.name}>
                <p className="text-sm text-background/85">{line.name}</p>
                <p className="mt-1 flex flex-wrap gap-2">
                  {line.links.map((link) => (
                    <a
                      key={link.href}
                      href={link.href}
                      className="inline-flex min-h-11 items-center rounded-md bg-background px-3 text-sm font-semibold text-foreground hover:bg-accent hover:text-accent-foreground"
                    >
                      {link.text}
                      <span className="sr-only">, {link.context}</span>
                    </a>
                  ))}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            <a href="/staying-safer" className={linkClass}>
              Staying safer online
            </a>
          </p>
        </section>
      </div>

      <div className="border-t border-background/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-background/85 md:flex-row md:items-center md:justify-between md:px-6">
          <p>
            © {new Date().getFullYear()} {siteConfig.productName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch languages={languages} className="-ml-2 self-start text-background/90 underline-offset-4 hover:text-background hover:underline md:ml-0 md:self-auto" />
        </div>
      </div>
    </footer>
  );
}
