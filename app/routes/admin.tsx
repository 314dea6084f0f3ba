import { PageContainer } from '~/components/page-header';
import { AdminConsole } from '~/features/admin/admin-console';
import { buildMeta } from '~/lib/seo';

/** Not in the page list (core/routes.ts), never linked, never indexed. */
export const meta = () =>
  buildMeta({
    path: '/admin',
    title: 'Console',
    description: 'For the people who run this site.',
    robots: 'noindex, nofollow',
  });

export default function AdminPage() {
  return (
    <PageContainer>
      <AdminConsole />
    </PageContainer>
  );
}
