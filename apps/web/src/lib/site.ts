/** Public contact points, shown in the footer and on the contact page. */
export const contactEmails = [
  'hello@frontendlaunchpad.in',
  'support@frontendlaunchpad.in',
] as const;

export const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/frontend-launchpad' },
  { name: 'YouTube', href: 'https://www.youtube.com/@frontendlaunchpad' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['name'];
