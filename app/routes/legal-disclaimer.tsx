import { legalDisclaimer } from '@core/content/legal';
import { LegalDocumentView } from '~/features/legal/legal-document';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/legal-disclaimer');

export default function LegalDisclaimerPage() {
  return <LegalDocumentView document={legalDisclaimer} />;
}
