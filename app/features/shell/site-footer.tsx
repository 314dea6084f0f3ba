import type { ReactNode } from 'react';
import { hotlines } from '@core/constants';
import { footerTexts } from '@core/content/shell';
import { uiTexts } from '@core/content/ui';
import { localePath } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import { Button } from '~/components/ui/button';
import { bookingTrigger } from '~/lib/booking-trigger';
import { LogoMark } from './logo-mark';
import { LanguageSwitch } from './language-switch';
import type { PageLanguage } from '~/lib/seo';
import { formatMessage } from '@core/message-format';

const socialLinks = [
  { label: 'Instagram', href: siteConfig.social.instagram },
  { label: 'LinkedIn', href: siteConfig.social.linkedin },
  { label: 'TikTok', href: siteConfig.social.tiktok },
  { label: 'Threads', href: siteConfig.social.threads },
] as const;

/** Crisis lines of SPEC.md §2's footer, each with what the link does in its accessible name. */
const crisisLines = [
  {
    name: footerTexts.domesticViolence.name,
    links: [
      { href: hotlines.domesticViolence.href, text: footerTexts.domesticViolence.call },
      { href: hotlines.domesticViolenceText.href, text: footerTexts.domesticViolence.text },
    ],
  },
  {
    name: footerTexts.lifeline.name,
    links: [
      { href: hotlines.lifelineCall.href, text: footerTexts.lifeline.call },
      { href: hotlines.lifelineText.href, text: footerTexts.lifeline.text },
    ],
  },
] as const;

const linkClass =
  'inline-flex min-h-8 items-center rounded-sm text-background/90 underline-offset-4 hover:text-background hover:underline';

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wider text-background">{children}</h2>;
}

/** Every service the footer names opens the services page. */
const serviceLinks = footerTexts.services.map((label) => ({ to: '/services', label }));

/** One column of footer links under its heading; `children` go after the list. */
function FooterLinks({
  id,
  heading,
  links,
  children,
}: {
  id: string;
  heading: string;
  links: readonly { readonly to: string; readonly label: string }[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id} className="flex flex-col gap-3">
      <FooterHeading>
        <span id={id}>{heading}</span>
      </FooterHeading>
      <ul className="flex flex-col gap-1 text-sm">
        {links.map((link) => (
          <li key={`${link.to} ${link.label}`}>
            <a href={localePath(link.to)} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

/** The site footer: social, quick, tool and service links, crisis numbers, legal links. */
export function SiteFooter({ languages }: { languages: readonly PageLanguage[] }) {
  return (
    <footer className="relative border-t border-border bg-foreground text-background [&_:focus-visible]:outline-accent">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:px-6 lg:grid-cols-3 xl:grid-cols-[1.2fr_1fr_1fr_1fr_1.3fr]">
        <section aria-labelledby="footer-about" className="flex flex-col gap-4">
          <h2 id="footer-about" className="flex items-center gap-3 text-lg font-semibold">
            <LogoMark />
            {siteConfig.productName}
          </h2>
          <p className="text-sm text-background/85">
            {formatMessage(footerTexts.about, { tagline: siteConfig.tagline })}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={footerTexts.followUs}>
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full border border-background/40 px-4 text-sm font-medium text-background hover:bg-background hover:text-foreground"
                >
                  {social.label}
                  <span className="sr-only">{uiTexts.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <FooterLinks id="footer-quick-links" heading={footerTexts.quickLinksHeading} links={footerTexts.quickLinks} />

        <FooterLinks id="footer-tools" heading={footerTexts.toolsHeading} links={footerTexts.tools} />

        <FooterLinks id="footer-services" heading={footerTexts.servicesHeading} links={serviceLinks}>
          <Button
            variant="outline"
            size="sm"
            {...bookingTrigger()}
            className="self-start border-background/60 bg-transparent text-background hover:bg-background hover:text-foreground"
          >
            {footerTexts.bookSession}
          </Button>
        </FooterLinks>

        <section aria-labelledby="footer-crisis" className="flex flex-col gap-3">
          <FooterHeading>
            <span id="footer-crisis">{footerTexts.crisisHeading}</span>
          </FooterHeading>
          <p className="text-sm text-background/85">
            {footerTexts.dangerBefore}
            <a href={hotlines.emergency.href} className="font-semibold text-background underline underline-offset-4">
              {hotlines.emergency.display}
            </a>
            {footerTexts.dangerAfter}
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
                      <span className="sr-only">, {line.name}</span>
                    </a>
                  ))}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            <a href={localePath('/staying-safer')} className={linkClass}>
              {footerTexts.stayingSafer}
            </a>
          </p>
          <p className="text-sm">
            <a href={localePath('/worried-about-someone')} className={linkClass}>
              {footerTexts.worriedAboutSomeone}
            </a>
          </p>
        </section>
      </div>

      <div className="border-t border-background/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-background/85 md:flex-row md:items-center md:justify-between md:px-6">
          <p>
            {formatMessage(footerTexts.rightsReserved, { year: String(new Date().getFullYear()), productName: siteConfig.productName })}
          </p>
          <nav aria-label={footerTexts.legalNav}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {footerTexts.legalLinks.map((link) => (
                <li key={link.to}>
                  <a href={localePath(link.to)} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch languages={languages} className="-ms-2 self-start text-background/90 underline-offset-4 hover:text-background hover:underline md:ms-0 md:self-auto" />
        </div>
      </div>
    </footer>
  );
}
