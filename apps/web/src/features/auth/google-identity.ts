/** The parts of Google Identity Services (accounts.google.com/gsi/client) this page uses. */
export interface GoogleCredentialResponse {
  credential: string;
}

export interface GoogleButtonOptions {
  type: 'standard';
  theme: 'outline';
  size: 'large';
  text: 'continue_with';
  shape: 'rectangular';
  logo_alignment: 'left';
  width: number;
  locale: string;
}

export interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleAccountsId> | undefined;

/**
 * Adds Google's script on first use, so no other page loads it and nobody without Google sign-in
 * configured talks to Google at all. After a failed load, the next visit to the page tries again.
 */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const loaded = window.google?.accounts?.id;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => {
      loading = undefined;
      const accountsId = window.google?.accounts?.id;
      if (accountsId) resolve(accountsId);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    });
    script.addEventListener('error', () => {
      loading = undefined;
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    });
    document.head.append(script);
  });
  return loading;
}
