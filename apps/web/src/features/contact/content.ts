/** What the contact page says (product rules §2 Contact page). */
export const contactContent = {
  title: 'Get in Touch',
  intro:
    'Questions about a program, enrollment or anything else? Write to us and our team will get back to you.',
  formTitle: 'Contact Us',
  formText: "Fill out this form and we'll respond within 24 hours.",
  infoTitle: 'Contact Information',
  infoText: 'Prefer e-mail? Write to us directly, or follow us for updates and free lessons.',
};
