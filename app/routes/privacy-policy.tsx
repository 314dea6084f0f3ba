import { privacyPolicy } from '@core/content/legal';
import { LegalDocumentView } from '~/features/legal/legal-document';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/privacy-policy');

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
