const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A stored time as the team reads it. */
export const formatDateTime = (at: string) => dateTimeFormat.format(new Date(at));

/** 'payment_pending' reads 'payment pending'. */
export const statusLabel = (status: string) => status.replace('_', ' ');
