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

  it('says a learner meets the completion rules and asks no reason to issue', async () => {
    stubApi({ [LIST]: () => jsonResponse({ eligible: [eligible], issued: [] }) });
    renderPage();

    const row = await screen.findByRole('article', { name: 'Ravi Kumar, ready for a certificate' });
    expect(within(row).getByText('Meets the completion rules')).toBeVisible();
    expect(within(row).queryByText(/Missing:/)).not.toBeInTheDocument();
    expect(
      within(row).queryByLabelText('Reason to issue without meeting the rules'),
    ).not.toBeInTheDocument();
  });

  it('issues to a learner who misses the rules only with a reason, showing the server refusals', async () => {
    const incomplete: EligibleEnrollment = {
      ...eligible,
      complete: false,
      missing: ['0 of 1 projects passed', 'attendance 66 % of the 75 % needed'],
    };
    const refusal = (count: number) =>
      count === 1
        ? jsonResponse(
            {
              message:
                "This learner does not meet the batch's completion rules (0 of 1 projects passed). To issue it anyway, write the reason.",
            },
            409,
          )
        : count === 2
          ? jsonResponse(
              {
                message: 'Invalid input',
                fieldErrors: { overrideReason: ['Write a reason of at least 10 characters'] },
              },
              400,
            )
          : jsonResponse({ ...issued, overrideReason: 'Project lost to a flood' }, 201);
    let calls = 0;
    const api = stubApi({
      [LIST]: () => jsonResponse({ eligible: [incomplete], issued: [] }),
      [ISSUE]: () => refusal(++calls),
    });
    renderPage();

    const row = await screen.findByRole('article', { name: 'Ravi Kumar, ready for a certificate' });
    expect(
      within(row).getByText('Missing: 0 of 1 projects passed; attendance 66 % of the 75 % needed'),
    ).toBeVisible();
    expect(within(row).queryByText('Meets the completion rules')).not.toBeInTheDocument();
    const issueButton = within(row).getByRole('button', {
      name: 'Issue a certificate to Ravi Kumar',
    });

    // No reason: the server's 409 is shown as other refusals are, in a toast.
    await userEvent.click(issueButton);
    expect(await screen.findByText(/does not meet the batch's completion rules/)).toBeVisible();

    const reason = within(row).getByLabelText('Reason to issue without meeting the rules');
    await userEvent.type(reason, 'Too short');
    await userEvent.click(issueButton);
    expect(await within(row).findByText('Write a reason of at least 10 characters')).toBeVisible();

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Project lost to a flood');
    await userEvent.click(issueButton);
    expect(api.bodiesOf(ISSUE)).toEqual([
      { enrollmentId: 7 },
      { enrollmentId: 7, overrideReason: 'Too short' },
      { enrollmentId: 7, overrideReason: 'Project lost to a flood' },
    ]);
    const issuedRow = await screen.findByRole('article', { name: 'Certificate of Ravi Kumar' });
    expect(
      within(issuedRow).getByText('Issued by override: Project lost to a flood'),
    ).toBeVisible();
  });

  it('says nothing of an override for a certificate issued by the rules', async () => {
    stubApi({ [LIST]: () => jsonResponse({ eligible: [], issued: [issued] }) });
    renderPage();

    const row = await screen.findByRole('article', { name: 'Certificate of Ravi Kumar' });
    expect(within(row).queryByText(/Issued by override/)).not.toBeInTheDocument();
  });

  it('shows a learner that the page is for the team', () => {
    renderPage(false);
    expect(screen.getByText(messages.adminOnly)).toBeVisible();
  });
});
