import { endpoints, messages, USER_NAME_PATTERN } from '@launchpad/contract';
import { sitePaths } from '@launchpad/contract/site-paths';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { limitRules, perAddress, type Limits } from '../../http/limits.ts';
import { requireUser } from '../auth/current-user.ts';
import type { UserService, UserViews } from '../users/service.ts';
import { IMAGE_MAX_BYTES, RESUME_MAX_BYTES, isPdf, toAvatar } from './files.ts';
import type { Referrals } from './referrals.ts';
import type { ProfileService } from './service.ts';
import type { FileStorage } from './storage.ts';

export interface ProfileRouteDependencies {
  profiles: ProfileService;
  storage: FileStorage;
  referrals: Referrals;
  users: UserService;
  views: UserViews;
  limits: Limits;
}

/**
 * How much of one part busboy may buffer (16 KiB by default). @fastify/busboy 3.2 deadlocks on a
 * part it skips (no Content-Disposition, a second file, a field past the limit) when the chunk that
 * ends the part holds more than this: the request then never gets an answer. Socket reads are at
 * most 64 KiB and our largest file is 5 MB, so no chunk reaches 8 MiB; parts are read as they
 * come, so the buffer never fills in practice.
 */
const PART_BUFFER_BYTES = 8 * 1024 * 1024;

/**
 * The one file of a multipart request, in memory. The size limit stops reading at the limit, so
 * an oversized upload answers 413 without a byte reaching the disk. Exactly one file, in `field`,
 * and not empty; other form fields are read and ignored. Malformed bodies (no boundary, a body
 * that ends early) are answered 400 by the error handler.
 */
async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  const required = () =>
    new HttpError(400, `Send the file in the form field "${field}".`, {
      [field]: ['A file is required'],
    });
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1 },
      fileHwm: PART_BUFFER_BYTES,
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw required();
      }
      bytes = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge(maxBytes);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') {
      throw new HttpError(400, 'Send one file at a time.', { [field]: ['Send one file only'] });
    }
    throw error;
  }
  if (!bytes) throw required();
  if (bytes.length === 0) {
    throw new HttpError(400, 'The file is empty.', { [field]: ['The file is empty.'] });
  }
  return bytes;
}

const fileTooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB).`);

const PUBLIC_PROFILE_PAGE = new RegExp(
  `^${sitePaths.publicProfile.replace(':userName', '([^/]+)')}/?$`,
);

/**
 * Whether a page of the site is there: a public profile page only for a user who made theirs
 * public (so a private or missing one answers 404, like the API); every other page is.
 */
export const sitePageExists =
  (users: UserService) =>
  async (pathname: string): Promise<boolean> => {
    const encoded = PUBLIC_PROFILE_PAGE.exec(pathname)?.[1];
    if (encoded === undefined) return true;
    let userName: string;
    try {
      userName = decodeURIComponent(encoded);
    } catch {
      // The router refuses a broken encoding first; should it ever let one through, no 500.
      return false;
    }
    return (
      USER_NAME_PATTERN.test(userName) && (await users.findPublicByUserName(userName)) !== undefined
    );
  };

export const profileRoutes =
  ({
    profiles,
    storage,
    referrals,
    users,
    views,
    limits,
  }: ProfileRouteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * Uploads per address and per account, counted when the request arrives (after the session
     * check, before a byte of the body is read), so a refused upload costs nothing.
     */
    const uploadLimits = [
      perAddress(limits, limitRules.uploadsPerAddress),
      async (request: FastifyRequest) =>
        limits.consume(limitRules.uploadsPerAccount, String(requireUser(request).id)),
    ];

    defineRoute(app, 'editProfile', {
      handler: async (request) => {
        const user = requireUser(request);
        await profiles.edit(user, request.body);
        const saved = await users.findById(user.id);
        return { message: messages.profileSaved, user: await views.of(saved!) };
      },
    });

    // Multipart bodies are parsed for the two upload routes only: the plugin's hooks (a listener
    // and three async hooks on every request) cost the rest of the API nothing, and a multipart
    // body sent anywhere else is a 415 like any other type a route does not take.
    await app.register(async (uploads) => {
      await uploads.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });

      defineRoute(uploads, 'uploadImage', {
        onRequest: uploadLimits,
        handler: async (request, reply) => {
          const user = requireUser(request);
          const avatar = await toAvatar(
            await readUpload(request, endpoints.uploadImage.upload, IMAGE_MAX_BYTES),
          );
          return reply.status(201).send({ url: await profiles.saveUpload(user, avatar, 'image') });
        },
      });

      defineRoute(uploads, 'uploadFile', {
        onRequest: uploadLimits,
        handler: async (request, reply) => {
          const user = requireUser(request);
          const bytes = await readUpload(request, endpoints.uploadFile.upload, RESUME_MAX_BYTES);
          if (!isPdf(bytes))
            throw new HttpError(415, messages.invalidPdf, { file: [messages.invalidPdf] });
          return reply.status(201).send({ url: await profiles.saveUpload(user, bytes, 'resume') });
        },
      });
    });

    /**
     * Uploaded files, with their real type; resumes download rather than open. A file route, not
     * an API operation, so it stays outside the endpoint table.
     */
    app.get(
      '/uploads/:name',
      { schema: { params: z.object({ name: z.string().max(100) }) } },
      async (request, reply) => {
        const bytes = await storage.get(request.params.name);
        if (!bytes) throw new HttpError(404, 'File not found.');
        const pdf = request.params.name.endsWith('.pdf');
        reply
          .type(pdf ? 'application/pdf' : 'image/webp')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          // Uploaded bytes never run as a page of this origin, even if opened directly.
          .header('Content-Security-Policy', "default-src 'none'; sandbox");
        // No file name here: the profile's download link names the file after the learner.
        if (pdf) reply.header('Content-Disposition', 'attachment');
        return reply.send(bytes);
      },
    );

    /**
     * Anyone may read a profile its owner made public. A missing and a private one answer alike,
     * so the answer never tells whether an account exists. Briefly cacheable: turning a profile
     * off takes effect within a minute everywhere.
     */
    defineRoute(app, 'publicProfile', {
      handler: async (request, reply) => {
        const row = await users.findPublicByUserName(request.params.username);
        if (!row) throw new HttpError(404, messages.profileNotFound);
        reply.header('Cache-Control', 'public, max-age=60');
        return views.publicProfileOf(row);
      },
    });

    defineRoute(app, 'myReferrals', {
      handler: async (request) => referrals.summary(requireUser(request)),
    });
  };
