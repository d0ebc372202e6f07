import { useLocation } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro.tsx';
import { fromLocation } from '../../lib/login-redirect.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function LoginPage() {
  useDocumentTitle('Log In');
  const returnTo = fromLocation(useLocation().state);

  return (
    <>
      <PageIntro title="Log In">Logging in and signing up will be possible here.</PageIntro>
      {returnTo && (
        <p className="mx-auto max-w-6xl px-4 text-slate-700">
          After logging in you will continue to <code className="font-mono">{returnTo}</code>.
        </p>
      )}
    </>
  );
}
