/**
 * The message a WhatsApp link opens with, written once. `{firstName}` is the person's first name.
 */
export const WHATSAPP_TEMPLATE =
  'Hi {firstName}, this is the Frontend Launchpad team about your enrollment request. Is this a good time to talk?';

/** India's calling code: the forms take Indian numbers, often written without it. */
const INDIA = '91';

/** The number as wa.me wants it: digits only, with the country code. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length === 10 ? `${INDIA}${digits}` : digits;
}

/** A wa.me link to this person with the template's message filled in. */
export function whatsappLink(phone: string, name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  const text = WHATSAPP_TEMPLATE.replace('{firstName}', firstName);
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
}

/** A tel: link: the digits and a leading plus, nothing else. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
