import { PageContainer } from '~/components/page-header';
import { Signup } from '~/features/signup/signup';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/signup');

export default function SignupPage() {
  return (
    <PageContainer>
      <Signup />
    </PageContainer>
  );
}
