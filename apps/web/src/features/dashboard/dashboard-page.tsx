import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <PageIntro title="Dashboard">
      Your program banner, challenge progress and Refer &amp; Earn card will appear here.
    </PageIntro>
  );
}
