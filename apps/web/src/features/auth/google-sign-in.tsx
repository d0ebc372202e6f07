import { messages, type User } from '@launchpad/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { toast } from '../../lib/toast.ts';
import { loadGoogleIdentity, type GoogleCredentialResponse } from './google-identity.ts';
import { authConfigQuery } from './api/auth-config.ts';
import { googleAuth } from './api/google-auth.ts';

const BUTTON_LABEL = 'Continue with Google';

interface GoogleSignInProps {
  onLoggedIn: (user: User) => void;
}

/** Shown only when the server has a Google client id (README, Configuration: unset hides the button). */
export function GoogleSignIn({ onLoggedIn }: GoogleSignInProps) {
  const { data } = useQuery(authConfigQuery);
  const clientId = data?.googleClientId;
  if (!clientId) return null;

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton clientId={clientId} onLoggedIn={onLoggedIn} />
    </div>
  );
}

type ScriptStatus = 'loading' | 'ready' | 'failed';

function GoogleButton({ clientId, onLoggedIn }: GoogleSignInProps & { clientId: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<ScriptStatus>('loading');

  const signIn = useMutation({
    mutationFn: googleAuth,
    onSuccess: (response) => {
      toast.success(messages.googleLoggedIn);
      onLoggedIn(response.user);
    },
    onError: () => toast.error(messages.googleSignInFailed),
  });
  const onCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    signIn.mutate(response.credential);
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (accountsId) => {
        const container = containerRef.current;
        if (!active || !container) return;
        accountsId.initialize({
          client_id: clientId,
          callback: (response) => onCredential(response),
        });
        // Google's own button opens its sign-in popup reliably; One Tap (prompt()) is often
        // suppressed after a dismissal. 'continue_with' in English keeps the spec's label.
        accountsId.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'left',
          // Google accepts 200 to 400 pixels; fill the card, down to the narrowest phone.
          width: Math.min(400, Math.max(200, container.clientWidth)),
          locale: 'en',
        });
        setStatus('ready');
      },
      (error: unknown) => {
        if (!active) return;
        console.error(error);
        setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [clientId]);

  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {/* Holds the place, with the label, until Google's button replaces it. */}
      {status !== 'ready' && (
        <button type="button" disabled className={`${buttonStyles.secondary} w-80 max-w-full`}>
          {BUTTON_LABEL}
        </button>
      )}
      <div ref={containerRef} className="flex w-full justify-center" />
      <p aria-live="polite" className="text-center text-sm text-slate-700 empty:hidden">
        {status === 'failed' &&
          'Google sign-in could not be loaded. Log in with your email, or try again later.'}
        {signIn.isPending && 'Signing in with Google...'}
      </p>
    </div>
  );
}
