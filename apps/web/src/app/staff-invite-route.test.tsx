import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../testing/api-stub.ts';
import { renderRoutes } from '../testing/render.tsx';
import { routes } from './routes.tsx';

describe('the staff invite route', () => {
  it('sends a visitor to log in first, keeping the invite token for the way back', async () => {
    const api = stubApi({});
    const { router } = renderRoutes(routes, {
      initialEntry: '/staff-invite?token=abc123',
      session: null,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/staff-invite', search: '?token=abc123', hash: '' },
    });
    expect(api.routes()).not.toContain('POST /api/staff-invites/accept');
  });
});
