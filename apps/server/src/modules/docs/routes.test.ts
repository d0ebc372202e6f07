import { Validator } from '@seriousme/openapi-schema-validator';
import { endpointRoutes, endpoints, type EndpointName } from '@launchpad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../http/openapi.ts';
import { databaseKinds, type TestApp } from '../../testing/test-app.ts';

const sqlite = databaseKinds[0]!;

describe('the endpoint table drives the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sqlite.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every /api route from the table, and every operation of the table', () => {
    // Fastify adds a HEAD route beside each GET on its own.
    const registered = t.app.apiRoutes.filter((route) => route.method !== 'HEAD');
    const fromTable = Object.entries(endpointRoutes).map(([name, route]) => ({
      method: route.method,
      url: route.path,
      endpoint: name,
    }));

    expect(registered.filter((route) => route.endpoint === undefined)).toEqual([]);
    expect(new Set(registered.map((route) => JSON.stringify(route)))).toEqual(
      new Set(fromTable.map((route) => JSON.stringify(route))),
    );
    expect(registered).toHaveLength(fromTable.length);
  });

  it('holds each route to the access of its operation', async () => {
    for (const [name, route] of Object.entries(endpointRoutes)) {
      if (route.access === 'public') continue;
      const res = await t.app.inject({
        method: route.method,
        url: route.path.replace(/:id/, '1'),
        headers: { 'x-xsrf-token': 't', cookie: 'XSRF-TOKEN=t' },
      });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
    }
  });

  it('serves an OpenAPI 3.1 document that validates and lists every registered /api route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const registered = t.app.apiRoutes.filter((route) => route.method !== 'HEAD');
    expect(registered.length).toBeGreaterThan(30);
    for (const route of registered) {
      expect(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]).toBeDefined();
    }
    const operationCount = Object.values(document.paths).flatMap(Object.keys).length;
    expect(operationCount).toBe(Object.keys(endpoints).length);
  });

  it('describes parameters, bodies, uploads and access from the table', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const endSession = document.paths['/api/account/sessions/{id}'].delete;
    expect(endSession.operationId).toBe('endSession' satisfies EndpointName);
    expect(endSession['x-access']).toBe('user');
    expect(endSession.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string' }),
      },
    ]);
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400']));
    const upload = document.paths['/api/user/upload-image'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['image']);
    const editProfile = document.paths['/api/user/editprofile'].post;
    expect(
      editProfile.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('user');
    expect(document.paths['/api/admin/leads'].get.responses).toHaveProperty('403');
  });

  it('serves a readable page of the operations at /api/docs, without scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(res.body).toContain('<h1>Frontend Launchpad API</h1>');
    expect(res.body).not.toMatch(/<script/i);
    for (const [name, route] of Object.entries(endpointRoutes)) {
      expect(res.body).toContain(`<section id="${name}"`);
      expect(res.body).toContain(`<code>${route.path}</code>`);
    }
  });
});
