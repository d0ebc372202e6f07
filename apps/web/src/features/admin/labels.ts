import { paths } from '../../lib/paths.ts';

/** One person of the team inbox. */
export const adminPersonPath = (id: number) => paths.adminPerson.replace(':id', String(id));
