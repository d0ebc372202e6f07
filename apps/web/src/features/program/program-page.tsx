import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ProgramPage() {
  useDocumentTitle('Frontend Launchpad Program');
  return (
    <PageIntro title="Frontend Launchpad Program">
      The 8-week curriculum, schedule, price and enrollment will appear here.
    </PageIntro>
  );
}
