import { STAFF_INVITE_DAYS, type StaffRole } from '@launchpad/contract';
import type { Mail } from '../mail/outbox.ts';

const roleInWords: Record<StaffRole, string> = {
  team: 'join the Frontend Launchpad team',
  mentor: 'mentor learners of the Frontend Launchpad Program',
};

export function staffInviteMail(to: string, role: StaffRole, link: string): Mail {
  return {
    to,
    kind: 'staff-invite',
    subject: `You are invited to ${roleInWords[role]}`,
    body: [
      'Hi,',
      '',
      `The Frontend Launchpad team invites you to ${roleInWords[role]}.`,
      `Log in (or sign up) with this e-mail address, ${to}, then open this link to accept:`,
      '',
      link,
      '',
      `The link works once and for ${STAFF_INVITE_DAYS} days. If you did not expect it, you can`,
      'ignore this mail.',
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}
