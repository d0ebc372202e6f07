import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** Enrollments that may get a certificate now, and the certificates issued. */
export const adminCertificatesQuery = queryOptions(apiQuery('listCertificates'));

/** overrideReason is needed only for a learner who does not meet the batch's completion rules. */
export const issueCertificate = (enrollmentId: number, overrideReason?: string) =>
  api.call('issueCertificate', { body: { enrollmentId, overrideReason } });

export const revokeCertificate = (id: string, reason: string) =>
  api.call('revokeCertificate', { params: { id }, body: { reason } });
