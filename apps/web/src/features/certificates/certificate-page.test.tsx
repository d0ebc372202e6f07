import type { Certificate } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import { CERTIFICATE_NOT_FOUND, CertificatePage, VERIFIED_MEANS } from './certificate-page.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const CERTIFICATE = `GET /api/certificates/${ID}`;

const certificate: Certificate = {
  id: ID,
  learnerName: 'Zoë Kapoor',
  program: 'Frontend Launchpad',
  batchStartsOn: '2026-06-18',
  batchEndsOn: '2026-08-18',
  points: 340,
  issuedAt: '2026-08-20T06:00:00.000Z',
  revokedAt: null,
  verification: 'verified',
  evidence: null,
};

function renderCertificate(id = ID) {
  renderRoutes([{ path: '/certificates/:id', Component: CertificatePage }], {
    initialEntry: `/certificates/${id}`,
    session: null,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('certificate page', () => {
  it('shows a verified certificate with its facts, a PDF link and what verified means', async () => {
    stubApi({ [CERTIFICATE]: () => jsonResponse(certificate) });
    renderCertificate();

    expect(await screen.findByRole('heading', { level: 1, name: 'Zoë Kapoor' })).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('Frontend Launchpad')).toBeVisible();
    expect(screen.getByText('18 Jun 2026 – 18 Aug 2026')).toBeVisible();
    expect(screen.getByText('340')).toBeVisible();
    expect(screen.getByText('20 Aug 2026')).toHaveAttribute('dateTime', certificate.issuedAt);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/certificates/${ID}/pdf`,
    );
    expect(screen.getByText(VERIFIED_MEANS)).toBeVisible();
    expect(screen.queryByText(/Revoked/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Certificate: Zoë Kapoor | Frontend Launchpad'),
    );
  });

  it('lists the evidence the certificate was issued on, and says when the team overrode the rules', async () => {
    stubApi({
      [CERTIFICATE]: () =>
        jsonResponse({
          ...certificate,
          evidence: {
            attendance: { classesHeld: 40, attended: 30, percent: 75 },
            projects: [{ title: 'Portfolio site', reviewerName: 'Asha Menon' }],
            verifiedChallenges: 12,
            points: 340,
            override: true,
          },
        }),
    });
    renderCertificate();

    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByRole('heading', { name: 'Evidence' })).toBeVisible();
    expect(within(evidence).getByText('Attended 30 of 40 classes (75 %)')).toBeVisible();
    expect(within(evidence).getByRole('list', { name: 'Projects passed' })).toHaveTextContent(
      'Portfolio site, reviewed by Asha Menon',
    );
    expect(within(evidence).getByText('Verified challenges: 12')).toBeVisible();
    expect(within(evidence).getByText('Points: 340')).toBeVisible();
    expect(
      within(evidence).getByText(
        "Issued by the team's decision, without every completion rule met.",
      ),
    ).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
  });

  it('says when no classes were held and no projects passed, and no override by the rules', async () => {
    stubApi({
      [CERTIFICATE]: () =>
        jsonResponse({
          ...certificate,
          evidence: {
            attendance: { classesHeld: 0, attended: 0, percent: null },
            projects: [],
            verifiedChallenges: 0,
            points: 0,
            override: false,
          },
        }),
    });
    renderCertificate();

    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByText('No classes were held')).toBeVisible();
    expect(within(evidence).getByText(/No projects/)).toBeVisible();
    expect(screen.queryByText(/Issued by the team's decision/)).not.toBeInTheDocument();
  });

  it('shows no evidence for a certificate issued before evidence was recorded', async () => {
    stubApi({ [CERTIFICATE]: () => jsonResponse(certificate) });
    renderCertificate();

    expect(await screen.findByRole('heading', { level: 1, name: 'Zoë Kapoor' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Evidence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Evidence' })).not.toBeInTheDocument();
  });

  it('says Revoked, with the date, and never Verified for a revoked certificate', async () => {
    stubApi({
      [CERTIFICATE]: () =>
        jsonResponse({
          ...certificate,
          verification: 'revoked',
          revokedAt: '2026-09-01T06:00:00.000Z',
        }),
    });
    renderCertificate();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Revoked on 1 Sept 2026.');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  });

  it('warns that a certificate whose record does not match its signature is not verified', async () => {
    stubApi({
      [CERTIFICATE]: () => jsonResponse({ ...certificate, verification: 'not_verified' }),
    });
    renderCertificate();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not verified. This record does not match the signature',
    );
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it("says 'Certificate not found' for an unknown id", async () => {
    stubApi({
      'GET /api/certificates/nope': () =>
        jsonResponse({ message: 'There is no certificate with this id.' }, 404),
    });
    renderCertificate('nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: CERTIFICATE_NOT_FOUND }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Certificate not found | Frontend Launchpad'));
  });

  it('offers to try again when the server cannot answer', async () => {
    stubApi({ [CERTIFICATE]: () => jsonResponse({ message: 'Service Unavailable' }, 503) });
    renderCertificate();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The certificate could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
