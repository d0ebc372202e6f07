import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ChallengeListPage() {
  useDocumentTitle('Frontend Challenges');
  return (
    <PageIntro title="Frontend Challenges">
      The HTML, CSS, JavaScript and React challenges, with your progress, will appear here.
    </PageIntro>
  );
}
