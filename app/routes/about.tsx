import { FounderPage } from '~/features/founder/founder-page';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/about');

export default function AboutPage() {
  return <FounderPage />;
}
