import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cohortEndpointPaths,
  endpointRoutes,
  siteEndpointPaths,
  type EndpointName,
} from './endpoint-routes.ts';
import { endpoints, type EndpointSchemas } from './endpoints.ts';

describe('the endpoint tables', () => {
  it('name the same operations', () => {
    expect(Object.keys(endpoints)).toEqual(Object.keys(endpointRoutes));
  });

  it('agree on the method, path, access and upload field of every operation', () => {
    for (const name of Object.keys(endpointRoutes) as EndpointName[]) {
      const { method, path, access } = endpoints[name];
      const upload = 'upload' in endpoints[name] ? endpoints[name].upload : undefined;
      expect({ name, method, path, access, upload }).toEqual({
        name,
        upload: undefined,
        ...endpointRoutes[name],
      });
    }
  });

  it("put each operation in one part only, the site's or the cohort's", () => {
    const inBoth = Object.keys(siteEndpointPaths).filter((name) => name in cohortEndpointPaths);
    expect(inBoth).toEqual([]);
  });

  it('give each method and path to one operation only', () => {
    const keys = Object.values(endpointRoutes).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep every path under /api with :params that the schemas declare', () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [
      EndpointName,
      (typeof endpoints)[EndpointName] & EndpointSchemas,
    ][]) {
      expect(endpoint.path, name).toMatch(/^\/api\/[a-z0-9/:._-]+$/);
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      const declared =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect(declared, name).toEqual(inPath);
    }
  });

  it('give every operation at least one success response', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const statuses = Object.keys(endpoint.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        name,
      ).toBe(true);
    }
  });

  it('refuse at compile time an entry whose path differs from its route', () => {
    const entry: (typeof endpointRoutes)['login'] & EndpointSchemas = {
      ...endpoints.login,
      // @ts-expect-error the zod table may not move an operation to another path
      path: '/api/auth/sign-in',
    };
    expect(entry.path).not.toBe(endpointRoutes.login.path);
  });
});
