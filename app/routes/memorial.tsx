import { memorialContent } from '@core/content/memorial';
import { memorialPath } from '@core/site-config';
import { MemorialPage } from '~/features/memorial/memorial-page';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor(memorialPath);

export default function MemorialRoute() {
  return <MemorialPage content={memorialContent} />;
}
