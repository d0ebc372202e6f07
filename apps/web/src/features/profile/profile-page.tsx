import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ProfilePage() {
  useDocumentTitle('Profile');
  return (
    <PageIntro title="Profile">
      Your profile, solved questions, education and work experience will appear here.
    </PageIntro>
  );
}
