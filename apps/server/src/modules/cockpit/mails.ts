import type { Mail } from '../mail/outbox.ts';
import { singleLine } from '../mail/templates.ts';

/** A mentor's nudge: what the cockpit saw, their own note, and the way back to the dashboard. */
export function nudgeMail(
  to: string,
  each: {
    learnerName: string;
    mentorName: string;
    risks: readonly string[];
    note: string;
    dashboardUrl: string;
  },
): Mail {
  return {
    to,
    kind: 'mentoring',
    subject: `${singleLine(each.mentorName)} is checking in on you`,
    body: [
      `Hi ${singleLine(each.learnerName)},`,
      '',
      `${singleLine(each.mentorName)}, your mentor at Frontend Launchpad, is checking in.`,
      ...(each.risks.length > 0
        ? ['', 'What we noticed:', ...each.risks.map((risk) => `- ${risk}`)]
        : []),
      ...(each.note ? ['', each.note] : []),
      '',
      `Your classes, projects and a 1:1 with your mentor are on your dashboard: ${each.dashboardUrl}`,
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}

/** A wa.me link with the nudge drafted; Indian 10-digit numbers get the country code. */
export function whatsappUrl(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const international = digits.length === 10 ? `91${digits}` : digits;
  if (international.length < 10 || international.length > 15) return null;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}
