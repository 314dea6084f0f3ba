import type { AnchorHTMLAttributes } from 'react';
import { uiTexts } from '@core/content/ui';

/** A link to another site: opens in a new tab and tells that site nothing about us. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{uiTexts.opensInNewTab}</span>
    </a>
  );
}
