import { messages, UPLOAD_PATH, type editProfileRequestSchema } from '@launchpad/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { USER_NAME_CHANGE_LIMIT, type UserRow, type UserService } from '../users/service.ts';
import type { ProfileListsRepo, UploadsRepo } from './repo.ts';
import type { FileStorage } from './storage.ts';

type EditProfile = z.output<typeof editProfileRequestSchema>;

export type UploadKind = 'image' | 'resume';

const EXTENSION: Record<UploadKind, 'webp' | 'pdf'> = { image: 'webp', resume: 'pdf' };

const uploadedName = (link: string | null) =>
  link && UPLOAD_PATH.test(link) ? link.slice('/uploads/'.length) : undefined;

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProfileListsRepo,
    private readonly uploads: UploadsRepo,
    private readonly storage: FileStorage,
    private readonly users: UserService,
  ) {}

  /** The learner's education and experience, in the order they were entered. */
  listsOf(userId: number) {
    return this.lists.load(userId);
  }

  /** The files the learner uploaded (for the data export and account deletion). */
  uploadsOf(userId: number) {
    return this.uploads.of(userId);
  }

  /** Removes stored files whose records are gone (the account that uploaded them was deleted). */
  async deleteStoredFiles(names: readonly string[]): Promise<void> {
    for (const name of names) await this.storage.delete(name);
  }

  /**
   * Stores an uploaded file and records who uploaded it, so only that account's profile may show
   * it. Answers the file's URL.
   */
  async saveUpload(user: UserRow, bytes: Buffer, kind: UploadKind): Promise<string> {
    const name = await this.storage.put(bytes, EXTENSION[kind]);
    try {
      await this.uploads.record(name, user.id, kind);
    } catch (error) {
      // No row, no file: an unrecorded file could never be shown nor cleaned up.
      await this.storage.delete(name);
      throw error;
    }
    return `/uploads/${name}`;
  }

  /**
   * Saves the whole profile in one transaction. The e-mail never changes here; the user name may
   * change at most four times.
   *
   * The photo and the resume may point at a file this account uploaded (of that kind), keep the
   * value they already have, be cleared, or (where the contract allows) be an outside link; any
   * other `/uploads/...` file is refused. A replaced or cleared file is deleted only if this
   * account uploaded it and no other profile shows it.
   */
  async edit(user: UserRow, input: EditProfile): Promise<void> {
    const renaming = input.userName !== user.user_name;
    if (renaming && user.user_name_changes >= USER_NAME_CHANGE_LIMIT) {
      throw new HttpError(400, messages.userNameChangeLimit, {
        userName: [messages.userNameChangeLimit],
      });
    }
    try {
      await inTransaction(this.db, async (trx) => {
        const refused: Record<string, string[]> = {};
        for (const [field, before, after, kind] of [
          ['image', user.image, input.image, 'image'],
          ['socialLinks.resume', user.resume, input.socialLinks.resume, 'resume'],
        ] as const) {
          const name = uploadedName(after);
          if (!name || after === before) continue;
          const own = await this.uploads.isOwnedBy(trx, name, user.id, kind);
          if (!own) refused[field] = [messages.uploadNotYours];
        }
        if (Object.keys(refused).length > 0) {
          throw new HttpError(400, messages.uploadNotYours, refused);
        }

        await this.users.saveProfile(trx, user.id, {
          name: input.name,
          user_name: input.userName,
          website: input.website,
          image: input.image,
          bio: input.bio,
          location: input.location,
          date_of_birth: input.dateOfBirth,
          github: input.socialLinks.github,
          linkedin: input.socialLinks.linkedin,
          resume: input.socialLinks.resume,
          user_name_changes: user.user_name_changes + (renaming ? 1 : 0),
          ...(input.publicProfile === undefined
            ? {}
            : { public_profile: input.publicProfile ? 1 : 0 }),
        });
        await this.lists.replace(trx, user.id, input);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, messages.userNameTaken, { userName: [messages.userNameTaken] });
      }
      throw error;
    }

    for (const [before, after] of [
      [user.image, input.image],
      [user.resume, input.socialLinks.resume],
    ] as const) {
      if (before !== after) await this.release(user, before);
    }
  }

  /**
   * Deletes a file a profile no longer shows, if this account uploaded it and no profile shows it
   * any more (before uploads had owners, two profiles could show one file).
   */
  private async release(user: UserRow, link: string | null): Promise<void> {
    const name = uploadedName(link);
    if (!name || !link) return;
    if (await this.users.isShownOnAProfile(link)) return;
    if (await this.uploads.forget(name, user.id)) await this.storage.delete(name);
  }
}
