import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The learner's own certificates that verify, newest first. */
export const myCertificatesQuery = queryOptions(apiQuery('myCertificates'));
