import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The mails the outbox gave up on after a day of tries. */
export const mailProblemsQuery = queryOptions(apiQuery('listMailProblems'));
