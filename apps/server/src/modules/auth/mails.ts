import type { Mail } from '../mail/outbox.ts';

/** The absolute link of a mailed token, on the site's public address. */
export function linkTo(publicUrl: URL, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    kind: 'verify-email',
    subject: 'Verify your e-mail address for Frontend Launchpad',
    body: [
      'Hi,',
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      '',
      link,
      '',
      'The link works once and for 24 hours. If you did not sign up for Frontend Launchpad, you',
      'can ignore this mail.',
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your Frontend Launchpad password',
    body: [
      'Hi,',
      '',
      'Someone asked to reset the password of the Frontend Launchpad account for this address.',
      'To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and for 1 hour. If you did not ask for it, ignore this mail: your',
      'password stays as it is.',
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}

/**
 * To the owner of an account whose failed-login limit was just reached (at most once per window):
 * they lose nothing, and learn what to do if it was not them.
 */
export function guessingWarningMail(to: string, forgotPasswordLink: string): Mail {
  return {
    to,
    kind: 'notification',
    subject: 'Someone is trying to sign in to your Frontend Launchpad account',
    body: [
      'Hi,',
      '',
      'There were many failed attempts to sign in to the Frontend Launchpad account for this',
      'address, so new sign-ins from browsers that have never signed in to it wait for 15 minutes.',
      'Browsers you have signed in with before are not affected.',
      '',
      'If it was you, wait a little or choose a new password here:',
      '',
      forgotPasswordLink,
      '',
      'If it was not you, nothing has changed: your password stays as it is. A strong password',
      'that you use nowhere else keeps the account safe.',
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}
