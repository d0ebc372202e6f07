import { paths } from '../../lib/paths.ts';

/** 'payment_pending' reads 'payment pending'. */
export const statusLabel = (status: string) => status.replace('_', ' ');

/** One person of the team inbox. */
export const adminPersonPath = (id: number) => paths.adminPerson.replace(':id', String(id));
