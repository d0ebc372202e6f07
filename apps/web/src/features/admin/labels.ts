import { paths } from '../../lib/paths.ts';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A stored time as the team reads it. */
export const formatDateTime = (at: string) => dateTimeFormat.format(new Date(at));

/** 'payment_pending' reads 'payment pending'. */
export const statusLabel = (status: string) => status.replace('_', ' ');

/** One person of the team inbox. */
export const adminPersonPath = (id: number) => paths.adminPerson.replace(':id', String(id));
