import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointName } from '@launchpad/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Grader } from '../modules/challenges/grading.ts';
import { describeEachDatabase, type TestApp } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import {
  registerResponseSerialization,
  responseJsonSchema,
  sendJsonText,
} from './serialization.ts';

const passingGrader: Grader = {
  grade: async () => ({ results: [{ name: 'renders', passed: true, message: '' }] }),
};

/** `data` written the production way: Fastify's compiled serializer from the generated schema. */
async function serializedForProduction(name: EndpointName, status: number, data: unknown) {
  const schema = (
    endpoints[name].responses as Record<number, Parameters<typeof responseJsonSchema>[0]>
  )[status]!;
  const bare = Fastify();
  bare.get('/', { schema: { response: { [status]: responseJsonSchema(schema) } } }, (_req, reply) =>
    reply.code(status).send(data),
  );
  try {
    return (await bare.inject({ method: 'GET', url: '/' })).body;
  } finally {
    await bare.close();
  }
}

// The suite runs with every answer validated by zod; production writes them with the compiled
// serializer instead, which drops what its schema does not name and coerces types: this holds the
// two to the same bytes on representative answers.
describeEachDatabase('compiled response serialization', (kind) => {
  let t: TestApp;
  let client: TestClient;
  let submissionId: number;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' }, undefined, { grader: passingGrader });
    client = new TestClient(t.app);
    const registered = await client.post('/api/auth/register', {
      fullName: 'Learner Ünïcode "quoted"',
      email: `l-${randomUUID()}@example.com`,
      password: 'secret123',
    });
    expect(registered.statusCode).toBe(201);
    const submitted = await client.post('/api/v1/fe-submissions', {
      questionId: 101,
      status: 'solved',
      score: 10,
      previous_data: { html: Buffer.from('<main>done</main>').toString('base64') },
    });
    expect(submitted.statusCode).toBe(201);
    submissionId = (submitted.json() as { id: number }).id;
  });
  afterAll(() => t.close());

  const answers: Array<[EndpointName, () => string]> = [
    ['currentUser', () => '/api/auth/user'],
    ['listChallenges', () => '/api/v1/frontend-challenge'],
    ['challengeDetail', () => '/api/v1/frontend-challenge/101'],
    ['getSubmission', () => `/api/v1/fe-submissions/${submissionId}`],
    ['listSubmissions', () => '/api/v1/fe-submissions?questionId=101'],
    ['siteStats', () => '/api/site-stats'],
  ];
  for (const [name, url] of answers) {
    it(`writes ${name} byte for byte as the validated answer`, async () => {
      const res = await client.get(url());
      expect(res.statusCode).toBe(200);
      expect(await serializedForProduction(name, 200, res.json())).toBe(res.body);
    });
  }
});

describeEachDatabase('answers written the production way', (kind) => {
  let validating: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    validating = await kind.start({ RATE_LIMITS: 'off' });
    production = await kind.start({ RATE_LIMITS: 'off' }, undefined, {
      responseValidation: false,
    });
  });
  afterAll(async () => {
    await validating.close();
    await production.close();
  });

  const newLearner = async (t: TestApp) => {
    const client = new TestClient(t.app);
    const registered = await client.post('/api/auth/register', {
      fullName: 'Learner One',
      email: 'same@example.com',
      password: 'secret123',
    });
    expect(registered.statusCode).toBe(201);
    return client;
  };

  it("gives a new learner the validating app's exact list and detail", async () => {
    const [checked, fast] = await Promise.all([newLearner(validating), newLearner(production)]);
    for (const url of ['/api/v1/frontend-challenge', '/api/v1/frontend-challenge/401']) {
      const [expected, actual] = await Promise.all([checked.get(url), fast.get(url)]);
      expect(actual.statusCode).toBe(200);
      expect(actual.headers['content-type']).toBe(expected.headers['content-type']);
      expect(actual.body).toBe(expected.body);
    }
    const [expectedUser, actualUser] = await Promise.all([
      checked.get('/api/auth/user'),
      fast.get('/api/auth/user'),
    ]);
    expect(Object.keys(actualUser.json() as object)).toEqual(
      Object.keys(expectedUser.json() as object),
    );
  });
});

describe('JSON a route writes itself', () => {
  const itemSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

  async function answerOf(text: string, validate: boolean) {
    const app = Fastify();
    registerResponseSerialization(app, { validate });
    app.get('/', { schema: { response: { 200: itemSchema } } }, (_request, reply) =>
      sendJsonText(reply, text),
    );
    try {
      return await app.inject({ method: 'GET', url: '/' });
    } finally {
      await app.close();
    }
  }

  it('is sent as it was written, as JSON', async () => {
    const res = await answerOf('[{"id":1,"name":"Box model"}]', true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe('[{"id":1,"name":"Box model"}]');
  });

  it('fails the validating app when it strays from the schema, by a property or a type', async () => {
    for (const text of ['[{"id":1,"name":"Box model","secret":"x"}]', '[{"id":"1","name":"x"}]']) {
      expect((await answerOf(text, true)).statusCode, text).toBe(500);
      // Production trusts the route, as it trusts the compiled serializer.
      expect((await answerOf(text, false)).statusCode, text).toBe(200);
    }
  });
});
