import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** Enrollments that may get a certificate now, and the certificates issued. */
export const adminCertificatesQuery = queryOptions(apiQuery('listCertificates'));

export const issueCertificate = (enrollmentId: number) =>
  api.call('issueCertificate', { body: { enrollmentId } });

export const revokeCertificate = (id: string, reason: string) =>
  api.call('revokeCertificate', { params: { id }, body: { reason } });
