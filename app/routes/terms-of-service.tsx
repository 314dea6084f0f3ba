import { termsOfService } from '@core/content/legal';
import { LegalDocumentView } from '~/features/legal/legal-document';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/terms-of-service');

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
