import type {
  AdminCertificate,
  AdminCertificatesResponse,
  EligibleEnrollment,
} from '@launchpad/contract';
import { messages } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { teamRoutes } from '../../testing/team-routes.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { AdminCertificatesPage } from './admin-certificates-page.tsx';

const LIST = 'GET /api/admin/certificates';
const ISSUE = 'POST /api/admin/certificates';
const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const REVOKE = `POST /api/admin/certificates/${ID}/revoke`;

const eligible: EligibleEnrollment = {
  enrollmentId: 7,
  learnerName: 'Ravi Kumar',
  email: 'ravi@example.com',
  program: 'Frontend Launchpad',
  batchStartsOn: '2026-06-18',
  batchEndsOn: '2026-08-18',
  points: 120,
  complete: true,
  missing: [],
};

const issued: AdminCertificate = {
  id: ID,
  enrollmentId: 7,
  email: 'ravi@example.com',
  learnerName: 'Ravi Kumar',
  program: 'Frontend Launchpad',
  batchStartsOn: '2026-06-18',
  batchEndsOn: '2026-08-18',
  points: 120,
  issuedAt: '2026-08-20T06:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
  verification: 'verified',
  evidence: null,
  overrideReason: null,
};

function renderPage(isAdmin = true) {
  renderRoutes(
    teamRoutes('/admin/certificates', teamTitles.certificates, <AdminCertificatesPage />),
    {
      initialEntry: '/admin/certificates',
      session: { ...testUser, isAdmin },
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('team certificates page', () => {
  it('issues a certificate to a learner of a finished batch', async () => {
    const list: AdminCertificatesResponse = { eligible: [eligible], issued: [] };
    const api = stubApi({
      [LIST]: () => jsonResponse(list),
      [ISSUE]: () => jsonResponse(issued, 201),
    });
    renderPage();

    const ready = await screen.findByRole('region', { name: 'Ready for a certificate' });
    const row = within(ready).getByRole('article', { name: 'Ravi Kumar, ready for a certificate' });
    expect(row).toHaveTextContent('18 Jun 2026 – 18 Aug 2026');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Issue a certificate to Ravi Kumar' }),
    );

    expect(api.bodiesOf(ISSUE)).toEqual([{ enrollmentId: 7 }]);
    const issuedList = screen.getByRole('region', { name: 'Issued certificates' });
    expect(
      await within(issuedList).findByRole('article', { name: 'Certificate of Ravi Kumar' }),
    ).toHaveTextContent('Verified');
    expect(
      within(issuedList).getByRole('link', { name: "Open page of Ravi Kumar's certificate" }),
    ).toHaveAttribute('href', `/certificates/${ID}`);
    expect(within(ready).getByText(/No one is waiting/)).toBeVisible();
    expect(await screen.findByText('Certificate issued to Ravi Kumar.')).toBeVisible();
  });

  it('revokes a certificate only with a reason', async () => {
    const api = stubApi({
      [LIST]: () => jsonResponse({ eligible: [], issued: [issued] }),
      [REVOKE]: () =>
        jsonResponse({
          ...issued,
          verification: 'revoked',
          revokedAt: '2026-09-01T06:00:00.000Z',
          revokeReason: 'Wrong batch',
        }),
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: "Revoke Ravi Kumar's certificate" }),
    );
    const form = screen.getByRole('form', { name: "Revoke Ravi Kumar's certificate" });
    await userEvent.click(within(form).getByRole('button', { name: 'Revoke certificate' }));
    expect(within(form).getByText('Say why the certificate is revoked')).toBeVisible();
    expect(api.bodiesOf(REVOKE)).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Why is it revoked?'), 'Wrong batch');
    await userEvent.click(within(form).getByRole('button', { name: 'Revoke certificate' }));
    expect(api.bodiesOf(REVOKE)).toEqual([{ reason: 'Wrong batch' }]);
    const row = screen.getByRole('article', { name: 'Certificate of Ravi Kumar' });
    expect(await within(row).findByText('Revoked on 1 Sept 2026: Wrong batch')).toBeVisible();
    expect(
      within(row).queryByRole('button', { name: "Revoke Ravi Kumar's certificate" }),
    ).not.toBeInTheDocument();
  });

  it('shows a learner that the page is for the team', () => {
    renderPage(false);
    expect(screen.getByText(messages.adminOnly)).toBeVisible();
  });
});
