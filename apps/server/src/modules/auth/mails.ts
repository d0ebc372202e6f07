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
