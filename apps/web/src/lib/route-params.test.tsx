import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from '../router/index.ts';
import { paths } from './paths.ts';
import { routeParam, useRouteParams, type PathParamNames } from './route-params.ts';

function renderAt(path: string, route: RouteObject) {
  render(<RouterProvider router={createMemoryRouter([route], { initialEntries: [path] })} />);
}

function Person() {
  const params = useRouteParams(paths.adminPerson, { id: routeParam.id });
  return <p>{params === null ? 'invalid' : `person ${params.id + 1} (${typeof params.id})`}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useRouteParams', () => {
  it('gives a numeric id as a number', () => {
    renderAt('/admin/people/41', { path: paths.adminPerson, Component: Person });
    expect(screen.getByText('person 42 (number)')).toBeInTheDocument();
  });

  it.each(['0', '-3', '7.5', 'abc', '%E0%A4'])('gives null for the id %s', (id) => {
    renderAt(`/admin/people/${id}`, { path: paths.adminPerson, Component: Person });
    expect(screen.getByText('invalid')).toBeInTheDocument();
  });

  it('gives text as the router decoded it, never null', () => {
    function Profile() {
      const { userName } = useRouteParams(paths.publicProfile, { userName: routeParam.text });
      return <p>profile of {userName}</p>;
    }
    renderAt('/u/asha%20v', { path: paths.publicProfile, Component: Profile });
    expect(screen.getByText('profile of asha v')).toBeInTheDocument();
  });

  it('reads only the parameters the page declares', () => {
    function Challenge() {
      const params = useRouteParams(paths.challenge, { id: routeParam.id });
      return <p>{JSON.stringify(params)}</p>;
    }
    renderAt('/frontend-challenges/css/centering/12', {
      path: paths.challenge,
      Component: Challenge,
    });
    expect(screen.getByText('{"id":12}')).toBeInTheDocument();
  });

  it('throws for a page mounted under a route without its parameter', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/people', {
      path: '/admin/people',
      Component: Person,
      ErrorBoundary: () => <p>failed</p>,
    });
    expect(screen.getByText('failed')).toBeInTheDocument();
  });

  it('holds the names to the route’s path, and types what the parsers give', () => {
    const names: PathParamNames<typeof paths.challenge>[] = ['category', 'slug', 'id'];
    expect(names).toHaveLength(3);

    function Typed() {
      // @ts-expect-error the certificate's path has no :userName
      useRouteParams(paths.certificate, { userName: routeParam.text });
      const person = useRouteParams(paths.adminPerson, { id: routeParam.id });
      // @ts-expect-error an id may be invalid: null until checked
      void person.id;
      const id: number | undefined = person?.id;
      const { id: certificate } = useRouteParams(paths.certificate, { id: routeParam.text });
      const text: string = certificate;
      return <p>{`${id} ${text}`}</p>;
    }
    expect(Typed).toBeTypeOf('function');
  });
});
