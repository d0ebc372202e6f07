import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, tinyPdf } from '../../testing/multipart.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { solidPng } from './test-images.ts';
import { markEmailVerified, updateUserRow } from '../../testing/accounts.ts';
import { createBatch } from '../../testing/batches.ts';

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

  describe('uploads belong to their uploader', () => {
    const imageOf = async (client: TestClient, size = 300) =>
      (
        await upload(
          client,
          '/api/user/upload-image',
          'image',
          'a.png',
          'image/png',
          await png(size),
        )
      ).json().url as string;
    const resumeOf = async (client: TestClient) =>
      (
        await upload(
          client,
          '/api/user/upload-file',
          'file',
          'cv.pdf',
          'application/pdf',
          tinyPdf(),
        )
      ).json().url as string;
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    const userId = async (email: string) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const ownerOf = async (url: string) =>
      (await t.database.db
        .selectFrom('uploads')
        .select(['user_id', 'kind'])
        .where('name', '=', url.slice('/uploads/'.length))
        .executeTakeFirst()) ?? null;
    const me = async (client: TestClient) => (await client.get('/api/auth/user')).json().user;

    it('records each upload with its uploader and kind', async () => {
      const a = await learner();
      const image = await imageOf(a.client);
      const resume = await resumeOf(a.client);
      const id = await userId(a.email);
      expect(await ownerOf(image)).toEqual({ user_id: id, kind: 'image' });
      expect(await ownerOf(resume)).toEqual({ user_id: id, kind: 'resume' });
    });

    it("learner B's files survive any profile save by learner A (set, replace, clear)", async () => {
      const a = await learner();
      const b = await learner();
      // B's photo and resume, one saved on B's profile and one only uploaded.
      const bImage = await imageOf(b.client);
      const bResume = await resumeOf(b.client);
      const bSpareImage = await imageOf(b.client);
      expect(
        (
          await save(b.client, {
            ...profile,
            userName: b.user.userName,
            image: bImage,
            socialLinks: { ...profile.socialLinks, resume: bResume },
          })
        ).statusCode,
      ).toBe(200);
      const never = '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp';
      const aBase = { ...profile, userName: a.user.userName };

      // Set: A may not point at B's files (saved or not) nor at a file nobody uploaded.
      for (const image of [bImage, bSpareImage, never]) {
        const res = await save(a.client, { ...aBase, image });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'Please upload this file from your own account.',
          fieldErrors: { image: ['Please upload this file from your own account.'] },
        });
      }
      const both = await save(a.client, {
        ...aBase,
        image: bImage,
        socialLinks: { ...profile.socialLinks, resume: bResume },
      });
      expect(both.statusCode).toBe(400);
      expect(Object.keys(both.json().fieldErrors).sort()).toEqual(['image', 'socialLinks.resume']);
      expect(await me(a.client)).toMatchObject({ image: null, socialLinks: { resume: null } });

      // Replace: from A's own files to B's is refused, and A's own files stay.
      const aImage = await imageOf(a.client);
      const aResume = await resumeOf(a.client);
      const withOwn = {
        ...aBase,
        image: aImage,
        socialLinks: { ...profile.socialLinks, resume: aResume },
      };
      expect((await save(a.client, withOwn)).statusCode).toBe(200);
      const replace = await save(a.client, {
        ...withOwn,
        image: bImage,
        socialLinks: { ...profile.socialLinks, resume: bResume },
      });
      expect(replace.statusCode).toBe(400);
      expect(await served(aImage)).toBe(200);
      expect(await served(aResume)).toBe(200);

      // Clear: deletes A's own files and their records, nothing of B's.
      expect((await save(a.client, aBase)).statusCode).toBe(200);
      expect(await served(aImage)).toBe(404);
      expect(await served(aResume)).toBe(404);
      expect(await ownerOf(aImage)).toBeNull();
      expect(await ownerOf(aResume)).toBeNull();

      const bId = await userId(b.email);
      for (const url of [bImage, bResume, bSpareImage]) {
        expect(await served(url)).toBe(200);
        expect((await ownerOf(url))?.user_id).toBe(bId);
      }
      expect(await me(b.client)).toMatchObject({ image: bImage, socialLinks: { resume: bResume } });
    });

    it('refuses an own upload of the other kind', async () => {
      const a = await learner();
      const image = await imageOf(a.client);
      const resume = await resumeOf(a.client);
      const res = await save(a.client, {
        ...profile,
        userName: a.user.userName,
        image: resume,
        socialLinks: { ...profile.socialLinks, resume: image },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        image: ['Please upload this file from your own account.'],
        'socialLinks.resume': ['Please upload this file from your own account.'],
      });
    });

    it('still takes outside https links for the photo and the resume', async () => {
      const a = await learner();
      const res = await save(a.client, {
        ...profile,
        userName: a.user.userName,
        image: 'https://example.com/me.png',
        socialLinks: { ...profile.socialLinks, resume: 'https://example.com/cv.pdf' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        image: 'https://example.com/me.png',
        socialLinks: { resume: 'https://example.com/cv.pdf' },
      });
    });

    it("keeps a value the profile already has, and clearing it never deletes another's file", async () => {
      // Before uploads had owners a profile could show anyone's file: A's profile shows B's photo.
      const a = await learner();
      const b = await learner();
      const bImage = await imageOf(b.client);
      await updateUserRow(t, { email: a.email }, { image: bImage });
      const aBase = { ...profile, userName: a.user.userName };
      expect((await save(a.client, { ...aBase, image: bImage, bio: 'kept' })).statusCode).toBe(200);
      expect((await me(a.client)).image).toBe(bImage);
      expect((await save(a.client, aBase)).statusCode).toBe(200);
      expect((await me(a.client)).image).toBeNull();
      expect(await served(bImage)).toBe(200);
      expect((await ownerOf(bImage))?.user_id).toBe(await userId(b.email));
    });

    it('keeps a file its owner clears while another profile still shows it', async () => {
      const a = await learner();
      const b = await learner();
      const bImage = await imageOf(b.client);
      await save(b.client, { ...profile, userName: b.user.userName, image: bImage });
      await updateUserRow(t, { email: a.email }, { image: bImage });
      expect((await save(b.client, { ...profile, userName: b.user.userName })).statusCode).toBe(
        200,
      );
      expect(await served(bImage)).toBe(200);
      expect((await me(a.client)).image).toBe(bImage);
    });
  });

  describe('image decoding', () => {
    const uploadImage = async (bytes: Buffer) =>
      upload(
        (await learner()).client,
        '/api/user/upload-image',
        'image',
        'x.png',
        'image/png',
        bytes,
      );

    it('refuses a 16000 × 16000 PNG (256 megapixels in 30 KB) as too large', async () => {
      const bytes = solidPng(16000, 16000);
      expect(bytes.length).toBeLessThan(100_000);
      const res = await uploadImage(bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This image is too large.');
    });

    it('judges the size from the header, before any pixel is decoded', async () => {
      // The header and the first 250 bytes of pixel data: a decoder that read the pixels before
      // judging the size would call this file unreadable.
      const res = await uploadImage(solidPng(16000, 16000).subarray(0, 300));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This image is too large.');
    });

    it('takes exactly 25 megapixels and refuses one row more', async () => {
      expect((await uploadImage(solidPng(5000, 5000))).statusCode).toBe(201);
      const over = await uploadImage(solidPng(5000, 5001));
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('This image is too large.');
    });

    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'answers 400 to a truncated %s, never 500',
      async (format) => {
        const noise = sharp({
          create: {
            width: 320,
            height: 200,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        });
        const whole = await noise.toFormat(format).toBuffer();
        for (const bytes of [
          whole.subarray(0, Math.floor(whole.length / 2)),
          whole.subarray(0, whole.length - 40),
          whole.subarray(0, 16),
        ]) {
          const res = await uploadImage(bytes);
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(
            'This image could not be read. Please upload a PNG, JPEG, WebP or GIF file.',
          );
        }
      },
    );

    it('answers 400 to a truncated PNG with the read error libpng reports', async () => {
      const whole = await png(400);
      const res = await uploadImage(whole.subarray(0, whole.length - 100));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.image).toEqual([
        'This image could not be read. Please upload a PNG, JPEG, WebP or GIF file.',
      ]);
    });

    it('answers 400 to an empty file on both upload routes', async () => {
      const { client } = await learner();
      for (const [url, field] of [
        ['/api/user/upload-image', 'image'],
        ['/api/user/upload-file', 'file'],
      ] as const) {
        const res = await upload(
          client,
          url,
          field,
          'empty',
          'application/octet-stream',
          Buffer.alloc(0),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'The file is empty.',
          fieldErrors: { [field]: ['The file is empty.'] },
        });
      }
    });

    it('never hands an SVG or TIFF to the decoder', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
      const tiff = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#000' },
      })
        .tiff()
        .toBuffer();
      for (const bytes of [svg, tiff]) {
        const res = await uploadImage(bytes);
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBe('Please upload a PNG, JPEG, WebP or GIF image.');
      }
    });
  });

  describe('malformed multipart bodies', () => {
    const B = 'fuzzBoundary42';
    const part = (name: string, body: Buffer | string, file = true) =>
      Buffer.concat([
        Buffer.from(
          `--${B}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.pdf"' : ''}\r\n` +
            `Content-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from(body),
        Buffer.from('\r\n'),
      ]);
    const close = Buffer.from(`--${B}--\r\n`);
    const form = `multipart/form-data; boundary=${B}`;
    const complete = 'The upload is not a complete multipart/form-data body.';
    const big = Buffer.alloc(40_000, 0x41);

    const cases: Array<[string, number, string, () => Buffer, string]> = [
      [
        'no boundary',
        400,
        'multipart/form-data',
        () => Buffer.concat([part('file', tinyPdf()), close]),
        complete,
      ],
      [
        'a wrong boundary',
        400,
        'multipart/form-data; boundary=other',
        () => Buffer.concat([part('file', tinyPdf()), close]),
        complete,
      ],
      [
        'a boundary over 254 characters',
        400,
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        () => Buffer.concat([part('file', tinyPdf()), close]),
        complete,
      ],
      ['no closing boundary', 400, form, () => part('file', tinyPdf()), complete],
      [
        'a body that ends early',
        400,
        form,
        () => part('file', tinyPdf()).subarray(0, 90),
        complete,
      ],
      [
        'a body that ends inside a part header',
        400,
        form,
        () => Buffer.from(`--${B}\r\nContent-Disposition: form-da`),
        complete,
      ],
      [
        'bytes that are not multipart at all',
        400,
        form,
        () => Buffer.from('\u0000\u0001 not a form'),
        complete,
      ],
      [
        'a field instead of a file',
        400,
        form,
        () => Buffer.concat([part('file', 'hello', false), close]),
        'Send the file in the form field "file".',
      ],
      [
        'a file in another field',
        400,
        form,
        () => Buffer.concat([part('avatar', tinyPdf()), close]),
        'Send the file in the form field "file".',
      ],
      [
        'two files',
        400,
        form,
        () => Buffer.concat([part('file', tinyPdf()), part('file', tinyPdf()), close]),
        'Send one file at a time.',
      ],
      ['no parts', 400, form, () => close, 'Send the file in the form field "file".'],
      [
        'an empty body',
        400,
        form,
        () => Buffer.alloc(0),
        'Send the file in the form field "file".',
      ],
      [
        'seven fields',
        413,
        form,
        () =>
          Buffer.concat([
            ...Array.from({ length: 7 }, (_, i) => part(`f${i}`, 'v', false)),
            part('file', tinyPdf()),
            close,
          ]),
        'The form has too many fields.',
      ],
      [
        'a __proto__ field',
        400,
        form,
        () => Buffer.concat([part('__proto__', 'v', false), part('file', tinyPdf()), close]),
        'The form has a field name that is not allowed.',
      ],
      [
        'a JSON field that is not JSON',
        400,
        form,
        () =>
          Buffer.concat([
            Buffer.from(
              `--${B}\r\nContent-Disposition: form-data; name="j"\r\nContent-Type: application/json\r\n\r\n{oops\r\n`,
            ),
            part('file', tinyPdf()),
            close,
          ]),
        'A form field is not valid JSON.',
      ],
      [
        'a JSON body',
        415,
        'application/json',
        () => Buffer.from('{"file":"x"}'),
        'Send the file as multipart/form-data.',
      ],
      [
        'multipart/mixed',
        415,
        `multipart/mixed; boundary=${B}`,
        () => Buffer.concat([part('file', tinyPdf()), close]),
        'This content type is not supported here.',
      ],
      // Parts busboy skips, bigger than its 16 KiB part buffer and ending in the same chunk: with
      // @fastify/busboy's defaults these requests never got an answer.
      [
        'a 40 KB part with no Content-Disposition',
        400,
        form,
        () =>
          Buffer.concat([Buffer.from(`--${B}\r\nX: y\r\n\r\n`), big, Buffer.from('\r\n'), close]),
        'Send the file in the form field "file".',
      ],
      [
        'a second file of 40 KB',
        400,
        form,
        () => Buffer.concat([part('file', tinyPdf()), part('file', big), close]),
        'Send one file at a time.',
      ],
      [
        'a sixth field of 40 KB',
        413,
        form,
        () =>
          Buffer.concat([
            ...Array.from({ length: 5 }, (_, i) => part(`f${i}`, 'v', false)),
            part('f5', big, false),
            part('file', tinyPdf()),
            close,
          ]),
        'The form has too many fields.',
      ],
    ];

    it.each(cases)('answers %s with %i', async (_label, status, contentType, body, message) => {
      const { client } = await learner();
      const before = uploadsOnDisk().length;
      for (const url of ['/api/user/upload-file', '/api/user/upload-image']) {
        const field = url.endsWith('file') ? 'file' : 'image';
        const payload = Buffer.from(
          body().toString('latin1').replaceAll('name="file"', `name="${field}"`),
          'latin1',
        );
        const res = await client.request({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
        });
        expect(res.statusCode).toBe(status);
        expect(res.json().message).toBe(message.replace('"file"', `"${field}"`));
      }
      expect(uploadsOnDisk().length).toBe(before);
    });
  });

  describe('upload limits', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await kind.start({});
    });
    afterAll(() => limited.close());

    async function learnerAt(remoteAddress: string) {
      const client = new TestClient(limited.app);
      const res = await client.request({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: {
          fullName: 'Ravi Kumar',
          email: `r-${randomUUID()}@example.com`,
          password: 'secret123',
        },
      });
      expect(res.statusCode).toBe(201);
      return (payload: Buffer, contentType: string) =>
        client.request({
          method: 'POST',
          url: '/api/user/upload-file',
          remoteAddress,
          payload,
          headers: { 'content-type': contentType },
        });
    }
    const pdf = () => multipartFile('file', 'cv.pdf', 'application/pdf', tinyPdf());

    it('answers the 11th upload of an account in a minute with 429 and Retry-After, before reading it', async () => {
      const send = await learnerAt('203.0.113.10');
      for (let i = 0; i < 10; i += 1) {
        const { payload, headers } = pdf();
        expect((await send(payload, headers['content-type'])).statusCode).toBe(201);
      }
      // A body that would be a 400 if it were read: the limit answers first.
      const eleventh = await send(Buffer.from('not multipart'), 'multipart/form-data');
      expect(eleventh.statusCode).toBe(429);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(eleventh.json().message).toBe('Too Many Requests');
      // Another account at the same address still has its own allowance.
      const other = await learnerAt('203.0.113.10');
      const { payload, headers } = pdf();
      expect((await other(payload, headers['content-type'])).statusCode).toBe(201);
    });

    it('answers the 31st upload from one address in a minute with 429, whichever account sends it', async () => {
      const address = '203.0.113.20';
      const accounts = [
        await learnerAt(address),
        await learnerAt(address),
        await learnerAt(address),
        await learnerAt(address),
      ];
      for (const send of accounts.slice(0, 3)) {
        for (let i = 0; i < 10; i += 1) {
          const { payload, headers } = pdf();
          expect((await send(payload, headers['content-type'])).statusCode).toBe(201);
        }
      }
      const { payload, headers } = pdf();
      const thirtyFirst = await accounts[3]!(payload, headers['content-type']);
      expect(thirtyFirst.statusCode).toBe(429);
      expect(Number(thirtyFirst.headers['retry-after'])).toBeGreaterThanOrEqual(1);
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
      // The team inbox is for verified addresses only.
      await markEmailVerified(t, 'team@example.com');
      // Enrolling takes a seat in an open batch.
      await createBatch(admin.client);
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
        for (const status of ['contacted', 'enrolled']) {
          const res = await admin.client.request({
            method: 'PATCH',
            url: `/api/admin/enrollments/${id}`,
            payload: { status },
          });
          expect(res.statusCode).toBe(200);
        }
      }
      expect((await referrer.client.get('/api/referrals/me')).json()).toEqual({
        code,
        referrals: 1,
        points: 100,
      });
    });
  });
});
