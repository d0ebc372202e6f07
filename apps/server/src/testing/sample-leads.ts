/** A contact message as the contact form sends it. */
export const sampleContact = {
  name: 'Ravi',
  email: 'ravi@example.com',
  subject: 'Batch timings',
  message: 'Are the live classes in the evening?',
};
