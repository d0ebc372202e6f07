import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, tinyPdf } from '../../testing/multipart.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

const profile = {
  name: 'Asha Rao',
  userName: 'asha-rao',
  email: 'ignored@example.com',
  website: 'https://asha.dev',
  image: '',
  bio: 'Learning React every evening.',
  location: 'Pune',
  dateOfBirth: '2001-04-23',
  socialLinks: {
    github: 'https://github.com/asha',
    linkedin: 'https://www.linkedin.com/in/asha',
    resume: '',
  },
  education: [
    { instituteName: 'COEP', fieldOfStudy: 'Computer Engineering', startYear: 2019, endYear: 2023 },
    { instituteName: '', fieldOfStudy: '', startYear: '', endYear: '' },
  ],
  experience: [
    {
      positionName: 'Intern',
      companyName: 'Acme',
      duration: '6 months',
      skills: ' React, , CSS ,HTML ',
      type: 'contract',
    },
    { positionName: '', companyName: '', duration: '', skills: '' },
  ],
};

describeEachDatabase('profile, uploads and referrals', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off', ADMIN_EMAILS: 'team@example.com' });
  });
  afterAll(() => t.close());

  async function learner(fullName = 'Asha Rao', email = `l-${randomUUID()}@example.com`) {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/register', { fullName, email, password: 'secret123' });
    expect(res.statusCode).toBe(201);
    return { client, email, user: res.json().user };
  }
  const save = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/user/editprofile', body);
  const upload = (
    client: TestClient,
    url: string,
    field: string,
    name: string,
    type: string,
    bytes: Buffer,
  ) => {
    const { payload, headers } = multipartFile(field, name, type, bytes);
    return client.request({ method: 'POST', url, payload, headers });
  };
  const uploadsOnDisk = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };
  const png = (size = 600) =>
    sharp({ create: { width: size, height: size / 2, channels: 3, background: '#4338ca' } })
      .png()
      .toBuffer();

  describe('edit profile', () => {
    it('saves every section and answers the updated user', async () => {
      const { client } = await learner();
      const userName = `asha-${randomUUID().slice(0, 6)}`;
      const res = await save(client, { ...profile, userName });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Profile updated successfully.');
      const me = (await client.get('/api/auth/user')).json().user;
      expect(me).toMatchObject({
        name: 'Asha Rao',
        userName,
        website: 'https://asha.dev',
        image: null,
        bio: 'Learning React every evening.',
        location: 'Pune',
        dateOfBirth: '2001-04-23',
        socialLinks: {
          github: 'https://github.com/asha',
          linkedin: 'https://www.linkedin.com/in/asha',
          resume: null,
        },
        education: [
          {
            instituteName: 'COEP',
            fieldOfStudy: 'Computer Engineering',
            startYear: 2019,
            endYear: 2023,
          },
        ],
        experience: [
          {
            positionName: 'Intern',
            companyName: 'Acme',
            duration: '6 months',
            skills: ['React', 'CSS', 'HTML'],
            type: 'job',
          },
        ],
        userNameChangesLeft: 3,
      });
      expect(me.email).not.toBe('ignored@example.com');
    });

    it.each([
      [
        'a bio over 255 characters',
        { bio: 'x'.repeat(256) },
        'bio',
        'You can write up to 255 characters.',
      ],
      ['an empty name', { name: ' ' }, 'name', 'Please enter your name'],
      [
        'a name over 80 characters',
        { name: 'x'.repeat(81) },
        'name',
        'Name must be at most 80 characters',
      ],
      ['a user name with spaces', { userName: 'asha rao' }, 'userName', undefined],
      ['a two-letter user name', { userName: 'ab' }, 'userName', undefined],
      [
        'a javascript: website',
        { website: 'javascript:alert(1)' },
        'website',
        'Please enter a link starting with http:// or https://',
      ],
      [
        'a javascript: GitHub link',
        { socialLinks: { github: 'javascript:alert(1)' } },
        'socialLinks.github',
        undefined,
      ],
      [
        'a data: LinkedIn link',
        { socialLinks: { linkedin: 'data:text/html,<b>x</b>' } },
        'socialLinks.linkedin',
        undefined,
      ],
      [
        'a javascript: resume',
        { socialLinks: { resume: 'JavaScript:alert(1)' } },
        'socialLinks.resume',
        undefined,
      ],
      ['a javascript: photo', { image: 'javascript:alert(1)' }, 'image', undefined],
      [
        'a year before 1980',
        { education: [{ instituteName: 'X', fieldOfStudy: 'Y', startYear: 1979, endYear: 1990 }] },
        'education.0.startYear',
        'Years go from 1980 to 2030',
      ],
      [
        'a year after 2030',
        { education: [{ instituteName: 'X', fieldOfStudy: 'Y', startYear: 2020, endYear: 2031 }] },
        'education.0.endYear',
        'Years go from 1980 to 2030',
      ],
      [
        'a start after the end',
        { education: [{ instituteName: 'X', fieldOfStudy: 'Y', startYear: 2024, endYear: 2020 }] },
        'education.0.endYear',
        'The start year must not be after the end year',
      ],
      [
        '21 education rows',
        {
          education: Array.from({ length: 21 }, () => ({ instituteName: 'X', fieldOfStudy: 'Y' })),
        },
        'education',
        'At most 20 education entries',
      ],
      [
        '21 experience rows',
        {
          experience: Array.from({ length: 21 }, () => ({
            positionName: 'X',
            companyName: 'Y',
            duration: '1y',
          })),
        },
        'experience',
        'At most 20 experience entries',
      ],
      [
        'a birth date in the future',
        { dateOfBirth: '2999-01-01' },
        'dateOfBirth',
        'Please enter a real date in the past',
      ],
    ])('refuses %s', async (_label, override, field, message) => {
      const { client, user } = await learner();
      const res = await save(client, { ...profile, userName: user.userName, ...override });
      expect(res.statusCode).toBe(400);
      const errors = res.json().fieldErrors[field] as string[] | undefined;
      expect(errors?.length).toBeGreaterThan(0);
      if (message) expect(errors).toContain(message);
      expect((await client.get('/api/auth/user')).json().user.bio).toBeNull();
    });

    it('refuses a user name someone else has with 409', async () => {
      const first = await learner();
      const second = await learner();
      const res = await save(second.client, { ...profile, userName: first.user.userName });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This username is taken. Please choose another.');
    });

    it('allows four user name changes, counts them down and refuses the fifth', async () => {
      const { client, user } = await learner();
      const left: number[] = [];
      for (let i = 1; i <= 4; i += 1) {
        const res = await save(client, { ...profile, userName: `${user.userName}-v${i}` });
        expect(res.statusCode).toBe(200);
        left.push(res.json().user.userNameChangesLeft);
      }
      expect(left).toEqual([3, 2, 1, 0]);
      const fifth = await save(client, { ...profile, userName: `${user.userName}-v5` });
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().message).toBe('You have used all 4 username changes.');
      // Saving without renaming still works.
      expect(
        (await save(client, { ...profile, userName: `${user.userName}-v4`, bio: 'Still here' }))
          .statusCode,
      ).toBe(200);
    });

    it("never changes another learner's data", async () => {
      const alice = await learner();
      const bob = await learner();
      await save(alice.client, { ...profile, userName: alice.user.userName, bio: 'Alice bio' });
      const bobBefore = (await bob.client.get('/api/auth/user')).json().user;
      expect(bobBefore.bio).toBeNull();
      expect(bobBefore.education).toEqual([]);
    });

    it('requires login and the anti-forgery header', async () => {
      expect((await save(new TestClient(t.app), profile)).statusCode).toBe(401);
      const { client, user } = await learner();
      const res = await client.post(
        '/api/user/editprofile',
        { ...profile, userName: user.userName },
        { xsrf: false },
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('uploads', () => {
    it('re-encodes a PNG into a 256 px WebP avatar served with its type and nosniff', async () => {
      const { client } = await learner();
      const res = await upload(
        client,
        '/api/user/upload-image',
        'image',
        'me.png',
        'image/png',
        await png(),
      );
      expect(res.statusCode).toBe(201);
      const { url } = res.json();
      expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    });

    it('judges images by their bytes, not their name', async () => {
      const { client } = await learner();
      const res = await upload(
        client,
        '/api/user/upload-image',
        'image',
        'evil.png',
        'image/png',
        Buffer.from('<script>alert(1)</script>'),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Please upload a PNG, JPEG, WebP or GIF image.');
    });

    it('stores a real PDF resume and serves it as a download', async () => {
      const { client } = await learner();
      const res = await upload(
        client,
        '/api/user/upload-file',
        'file',
        'cv.pdf',
        'application/pdf',
        tinyPdf(),
      );
      expect(res.statusCode).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: res.json().url });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^attachment/);
      expect(served.rawPayload.equals(tinyPdf())).toBe(true);
    });

    it('refuses a text file renamed .pdf with the spec message', async () => {
      const { client } = await learner();
      const res = await upload(
        client,
        '/api/user/upload-file',
        'file',
        'cv.pdf',
        'application/pdf',
        Buffer.from('just some text, not a PDF at all, honestly'),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Please upload a valid PDF file!');
    });

    it('answers 413 to oversized uploads without writing anything', async () => {
      const { client } = await learner();
      const before = uploadsOnDisk().length;
      const bigImage = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
      const bigPdf = Buffer.concat([
        tinyPdf(),
        Buffer.alloc(5 * 1024 * 1024, 32),
        Buffer.from('%%EOF'),
      ]);
      expect(
        (await upload(client, '/api/user/upload-image', 'image', 'big.png', 'image/png', bigImage))
          .statusCode,
      ).toBe(413);
      expect(
        (
          await upload(
            client,
            '/api/user/upload-file',
            'file',
            'big.pdf',
            'application/pdf',
            bigPdf,
          )
        ).statusCode,
      ).toBe(413);
      expect(uploadsOnDisk().length).toBe(before);
    });

    it('deletes a replaced photo once the profile points at the new one', async () => {
      const { client, user } = await learner();
      const first = (
        await upload(
          client,
          '/api/user/upload-image',
          'image',
          'a.png',
          'image/png',
          await png(400),
        )
      ).json().url;
      await save(client, { ...profile, userName: user.userName, image: first });
      const second = (
        await upload(
          client,
          '/api/user/upload-image',
          'image',
          'b.png',
          'image/png',
          await png(500),
        )
      ).json().url;
      await save(client, { ...profile, userName: user.userName, image: second });
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
      expect((await client.get('/api/auth/user')).json().user.image).toBe(second);
    });

    it('requires login and answers 404 for names it never made', async () => {
      const anonymous = new TestClient(t.app);
      const res = await upload(
        anonymous,
        '/api/user/upload-image',
        'image',
        'a.png',
        'image/png',
        await png(),
      );
      expect(res.statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fapp.db' })).statusCode,
      ).toBe(404);
    });
  });

  describe('referrals', () => {
    it('gives each learner one code of the spec format, kept for life', async () => {
      const { client } = await learner('Kiran Shah');
      const first = (await client.get('/api/referrals/me')).json();
      expect(first.code).toMatch(/^RFKI[A-Z][0-9]$/);
      expect(first).toMatchObject({ referrals: 0, points: 0 });
      expect((await client.get('/api/referrals/me')).json().code).toBe(first.code);
    });

    it('keeps codes unique among learners with the same name', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 12; i += 1) {
        const { client } = await learner('Zoya Zaidi');
        codes.add((await client.get('/api/referrals/me')).json().code);
      }
      expect(codes.size).toBe(12);
    });

    it('earns 100 points when an enrollment with the code is marked enrolled, never for oneself', async () => {
      const referrer = await learner('Neha Gupta');
      const { code } = (await referrer.client.get('/api/referrals/me')).json();
      const admin = await learner('Team', 'team@example.com').catch(async () => {
        const client = new TestClient(t.app);
        await client.post('/api/auth/login', { email: 'team@example.com', password: 'secret123' });
        return { client };
      });
      const friendEmail = `friend-${randomUUID()}@example.com`;
      await new TestClient(t.app).post('/api/enrollments', {
        firstName: 'Friend',
        lastName: 'One',
        email: friendEmail,
        referralCode: code.toLowerCase(),
      });
      await new TestClient(t.app).post('/api/enrollments', {
        firstName: 'Neha',
        lastName: 'Gupta',
        email: referrer.email,
        referralCode: code,
      });
      const { enrollments } = (await admin.client.get('/api/admin/leads')).json();
      for (const email of [friendEmail, referrer.email]) {
        const id = enrollments.find((e: { email: string }) => e.email === email).id;
        await admin.client.request({
          method: 'PATCH',
          url: `/api/admin/enrollments/${id}`,
          payload: { status: 'enrolled' },
        });
      }
      expect((await referrer.client.get('/api/referrals/me')).json()).toEqual({
        code,
        referrals: 1,
        points: 100,
      });
    });
  });
});
