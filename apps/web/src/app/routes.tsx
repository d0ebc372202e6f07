import type { ComponentType } from 'react';
import type { RouteObject } from '../router/index.ts';
import { teamTitles } from '../components/team/team-titles.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { paths } from '../lib/paths.ts';
import { RootLayout, ShellFallback } from './layout/root-layout.tsx';
import { teamPage } from './team-route.ts';
import { RouteError } from './route-error.tsx';

/**
 * A lazy route's page: the export `name` of the module `load` fetches. Written once here, the
 * route table (which ships with the home page) spells each page's import once, not three times.
 */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The spec's route table (§2). Only the home page ships with the shell; every other page is its
 * own chunk, fetched on the way there.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Page errors render inside the shell, so the header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomePage },
          {
            path: paths.about,
            lazy: lazyPage(() => import('../features/about/about-page.tsx'), 'AboutPage'),
          },
          {
            path: paths.contact,
            lazy: lazyPage(() => import('../features/contact/contact-page.tsx'), 'ContactPage'),
          },
          {
            path: paths.enroll,
            lazy: lazyPage(() => import('../features/enroll/enroll-page.tsx'), 'EnrollPage'),
          },
          {
            path: paths.login,
            lazy: lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
          },
          {
            path: paths.forgotPassword,
            lazy: lazyPage(
              () => import('../features/auth/forgot-password-page.tsx'),
              'ForgotPasswordPage',
            ),
          },
          {
            path: paths.resetPassword,
            lazy: lazyPage(
              () => import('../features/auth/reset-password-page.tsx'),
              'ResetPasswordPage',
            ),
          },
          {
            path: paths.verifyEmail,
            lazy: lazyPage(
              () => import('../features/auth/verify-email-page.tsx'),
              'VerifyEmailPage',
            ),
          },
          {
            path: paths.program,
            lazy: lazyPage(() => import('../features/program/program-page.tsx'), 'ProgramPage'),
          },
          {
            path: paths.publicProfile,
            lazy: async () => {
              const [{ PublicProfilePage }, { NotFoundPage }] = await Promise.all([
                import('../features/public-profile/public-profile-page.tsx'),
                import('../features/not-found/not-found-page.tsx'),
              ]);
              // A private or missing profile is the same not-found page as an unknown path.
              return { element: <PublicProfilePage notFound={<NotFoundPage />} /> };
            },
          },
          {
            // Public and never prerendered: anyone checks a certificate by its link or QR code.
            path: paths.certificate,
            lazy: lazyPage(
              () => import('../features/certificates/certificate-page.tsx'),
              'CertificatePage',
            ),
          },
          {
            // The guards are chunks of their own too: the home page needs neither.
            lazy: lazyPage(() => import('./require-auth.tsx'), 'RequireAuthSilently'),
            children: [
              {
                path: paths.dashboard,
                lazy: lazyPage(
                  () => import('../features/dashboard/dashboard-page.tsx'),
                  'DashboardPage',
                ),
              },
            ],
          },
          {
            lazy: lazyPage(() => import('./require-auth.tsx'), 'RequireAuth'),
            children: [
              {
                path: paths.profile,
                lazy: lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
              },
              {
                path: paths.settings,
                lazy: lazyPage(
                  () => import('../features/settings/settings-page.tsx'),
                  'SettingsPage',
                ),
              },
              {
                // An invite mail's link: a visitor logs in first and comes back with its token.
                path: paths.staffInvite,
                lazy: lazyPage(() => import('./staff-pages.ts'), 'StaffInvitePage'),
              },
              {
                path: paths.challenges,
                lazy: lazyPage(
                  () => import('../features/challenges/challenge-list-page.tsx'),
                  'ChallengeListPage',
                ),
              },
              {
                // The team's pages: anyone else sees TeamOnly with the title of the page's handle.
                // Lazy like the pages, so the home route carries none of the team's code.
                lazy: lazyPage(() => import('./require-team.tsx'), 'RequireTeam'),
                children: [
                  {
                    path: paths.admin,
                    handle: teamPage(teamTitles.inbox),
                    lazy: lazyPage(() => import('../features/admin/admin-page.tsx'), 'AdminPage'),
                  },
                  {
                    path: paths.adminBatches,
                    handle: teamPage(teamTitles.batches),
                    lazy: lazyPage(
                      () => import('../features/admin/batches-page.tsx'),
                      'BatchesPage',
                    ),
                  },
                  {
                    path: paths.adminPayments,
                    handle: teamPage(teamTitles.payments),
                    lazy: lazyPage(
                      () => import('../features/admin/payments-page.tsx'),
                      'PaymentsPage',
                    ),
                  },
                  {
                    path: paths.adminCertificates,
                    handle: teamPage(teamTitles.certificates),
                    lazy: async () => ({
                      Component: (
                        await import('../features/certificates/admin-certificates-page.tsx')
                      ).AdminCertificatesPage,
                    }),
                  },
                  {
                    path: paths.adminPerson,
                    handle: teamPage(teamTitles.inbox),
                    lazy: lazyPage(() => import('../features/admin/admin-page.tsx'), 'PersonPage'),
                  },
                  {
                    path: paths.adminStaff,
                    handle: teamPage(teamTitles.staff),
                    lazy: lazyPage(() => import('./staff-pages.ts'), 'StaffPage'),
                  },
                ],
              },
              {
                // The staff's pages (the team and mentors): anyone else sees the staff-only
                // message under the title of the page's handle. Lazy, like RequireTeam.
                lazy: lazyPage(() => import('./staff-pages.ts'), 'RequireStaff'),
                children: [
                  {
                    path: paths.teaching,
                    handle: teamPage(teamTitles.teaching),
                    lazy: lazyPage(() => import('./staff-pages.ts'), 'TeachingBatchesPage'),
                  },
                  {
                    path: paths.teachingBatch,
                    handle: teamPage(teamTitles.teachingBatch),
                    lazy: lazyPage(() => import('./staff-pages.ts'), 'BatchClassesPage'),
                  },
                  {
                    path: paths.teachingClass,
                    handle: teamPage(teamTitles.teachingClass),
                    lazy: lazyPage(() => import('./staff-pages.ts'), 'RosterPage'),
                  },
                  {
                    path: paths.teachingReviews,
                    handle: teamPage(teamTitles.teachingReviews),
                    lazy: lazyPage(() => import('./staff-pages.ts'), 'ReviewQueuePage'),
                  },
                  {
                    path: paths.teachingSubmission,
                    handle: teamPage(teamTitles.teachingSubmission),
                    lazy: lazyPage(() => import('./staff-pages.ts'), 'ReviewPage'),
                  },
                  {
                    path: paths.teachingSessions,
                    handle: teamPage(teamTitles.teachingSessions),
                    lazy: lazyPage(() => import('./staff-pages.ts'), 'SessionsPage'),
                  },
                ],
              },
              {
                path: paths.challenge,
                lazy: lazyPage(
                  () => import('../features/challenges/challenge-workspace-page.tsx'),
                  'ChallengeWorkspacePage',
                ),
              },
            ],
          },
          {
            path: '*',
            lazy: lazyPage(
              () => import('../features/not-found/not-found-page.tsx'),
              'NotFoundPage',
            ),
          },
        ],
      },
    ],
  },
];
