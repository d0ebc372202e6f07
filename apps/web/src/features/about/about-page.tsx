import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <PageIntro title="About Us">
      Our story, our values and how to join us on this journey will appear here.
    </PageIntro>
  );
}
