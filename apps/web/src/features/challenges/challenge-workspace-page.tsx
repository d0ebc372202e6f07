import { PageIntro } from '../../components/ui/page-intro.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ChallengeWorkspacePage() {
  useDocumentTitle('Challenge');
  return (
    <PageIntro title="Challenge">
      The instructions, code editor, live preview and tests for this challenge will appear here.
    </PageIntro>
  );
}
