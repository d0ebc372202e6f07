import { zeroPerTopic, type NativeFormState, type User } from '@launchpad/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from '../router/index.ts';
import { AppToaster } from '../app/toaster.tsx';
import { sessionQueryKey } from '../lib/session.ts';
import { NativeFormProvider } from '../lib/native-form-state.tsx';

export const testUser: User = {
  name: 'Asha Verma',
  userName: 'asha',
  email: 'asha@example.com',
  emailVerified: true,
  image: null,
  website: null,
  location: null,
  bio: null,
  dateOfBirth: null,
  socialLinks: { github: null, linkedin: null, resume: null },
  education: [],
  experience: [],
  enrolledCourse: [],
  frontendQuestions: {
    totalScore: 0,
    solved: 0,
    solvedByTopic: zeroPerTopic(),
  },
  fe_total: 0,
  fe_total_by_topic: zeroPerTopic(),
  userNameChangesLeft: 4,
  isAdmin: false,
  isMentor: false,
  publicProfile: false,
  programStanding: null,
};

interface RenderRoutesOptions {
  /** A path, or a location with history state (what the login guard leaves). */
  initialEntry: InitialEntry;
  /** A user or null puts a known session in the cache; leave it out to fetch it (mock fetch). */
  session?: User | null;
  /** What the server rendered the page with after a lead form's native post (decision 0020). */
  nativeFormState?: NativeFormState | null;
}

/** Renders routes in StrictMode, as the app does, with a fresh query client and the toaster. */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntry, session, nativeFormState = null }: RenderRoutesOptions,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session !== undefined) queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NativeFormProvider state={nativeFormState} token="token-from-the-page">
          <RouterProvider router={router} />
        </NativeFormProvider>
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
