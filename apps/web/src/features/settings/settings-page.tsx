import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <PageIntro title="Settings">
      Editing your personal details, social links, resume, education and experience will be possible
      here.
    </PageIntro>
  );
}
