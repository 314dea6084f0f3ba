import { Languages } from 'lucide-react';
import type { PageLanguage } from '~/lib/seo';
import { cn } from '~/lib/utils';

/**
 * The link to this page in the other language, in the header and the footer (issue 20). Each
 * name is written in its own language and marked so (lang, hreflang), so a screen reader says
 * "Español" as Spanish on the English site. It is a plain link: the quick exit, the intro and
 * her open private space are kept across it as across any other page of the site. We never
 * choose for her from the browser's language (a shared phone may be set to someone else's).
 */
export function LanguageSwitch({
  languages,
  className,
  nameClassName,
}: {
  languages: readonly PageLanguage[];
  className?: string;
  /** Where the row is full (the header on a wide screen), the name can be left to screen readers: `xl:sr-only`. */
  nameClassName?: string;
}) {
  return languages.map((language) => (
    <a
      key={language.locale}
      href={language.href}
      hrefLang={language.locale}
      title={language.name}
      lang={language.locale}
      data-language-switch={language.locale}
      className={cn('inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium', className)}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span className={nameClassName}>{language.name}</span>
    </a>
  ));
}
