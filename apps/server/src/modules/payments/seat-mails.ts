import { PROGRAM_COURSE } from '@launchpad/contract';
import type { Mail } from '../mail/outbox.ts';
import { dayInWords, rupees, singleLine, type PaymentMailFields } from '../mail/templates.ts';

const signature = '— The Frontend Launchpad team';

/** The seat held for a learner was given back: they did not pay in time (decision 0014). */
export function seatHoldExpiredMail(to: string, p: PaymentMailFields): Mail {
  return {
    to,
    subject: `Your seat in ${PROGRAM_COURSE} is no longer held`,
    body: [
      'Hi,',
      '',
      `We held a seat for you in the ${PROGRAM_COURSE} Program batch starting`,
      `${dayInWords(p.batch.startsOn)}, but no payment arrived in time, so the seat is free again.`,
      '',
      'If you still want to join, reply to this mail and we will find you a seat. If you paid',
      `already (reference ${p.reference}), enter the UTR on your dashboard and we will move your`,
      `payment to a batch with a seat or refund it: ${p.dashboardUrl}`,
      '',
      signature,
    ].join('\n'),
  };
}

/** A payment that arrived without a seat now has one, in another batch. */
export function paymentMovedMail(to: string, p: PaymentMailFields): Mail {
  return {
    to,
    subject: `Your payment for ${PROGRAM_COURSE} now holds a seat`,
    body: [
      'Hi,',
      '',
      `Your payment of ${rupees(p.amountInr)} (reference ${p.reference}) arrived after the seat we`,
      'held for you had been given back. We have a seat for you in this batch instead:',
      `${dayInWords(p.batch.startsOn)} to ${dayInWords(p.batch.endsOn)}, ${singleLine(p.batch.schedule)}.`,
      '',
      `The team confirms the payment next; your dashboard shows it: ${p.dashboardUrl}`,
      '',
      signature,
    ].join('\n'),
  };
}

/** A payment that arrived without a seat is refunded. */
export function paymentRefundedMail(to: string, p: PaymentMailFields & { utr: string }): Mail {
  return {
    to,
    subject: `Your payment for ${PROGRAM_COURSE} is being refunded`,
    body: [
      'Hi,',
      '',
      `Your payment of ${rupees(p.amountInr)} (UTR ${singleLine(p.utr)}, reference ${p.reference}) arrived`,
      'after the seat we held for you had been given back, and we could not offer you another',
      'seat. We are refunding it to the account it came from; banks usually take 5 to 7 working',
      'days. Reply to this mail if it has not arrived by then.',
      '',
      signature,
    ].join('\n'),
  };
}
