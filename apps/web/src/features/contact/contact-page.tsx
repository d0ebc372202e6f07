import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <PageIntro title="Get in Touch">
      A contact form and our contact information will appear here.
    </PageIntro>
  );
}
