/** Providers that ignore dots in the local part and accept googlemail.com for gmail.com. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for telling whether two addresses are one person's: lower
 * case, without a `+tag` (most providers deliver name+anything to name), and for Gmail without
 * dots and with googlemail.com as gmail.com. Only for comparing (self-referral): mail still goes
 * to the address as typed, and accounts keep theirs.
 */
export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** Whether two addresses reach the same mailbox (see canonicalEmail). */
export const sameMailbox = (a: string, b: string): boolean =>
  canonicalEmail(a) === canonicalEmail(b);
