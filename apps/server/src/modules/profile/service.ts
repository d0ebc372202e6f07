import { messages, UPLOAD_PATH, type editProfileRequestSchema } from '@launchpad/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../users/repo.ts';
import { USER_NAME_CHANGE_LIMIT } from '../users/serializer.ts';
import type { ProfileListsRepo } from './repo.ts';
import type { FileStorage } from './storage.ts';

type EditProfile = z.output<typeof editProfileRequestSchema>;

const uploadedName = (link: string | null) =>
  link && UPLOAD_PATH.test(link) ? link.slice('/uploads/'.length) : undefined;

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProfileListsRepo,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Saves the whole profile in one transaction. The e-mail never changes here; the user name may
   * change at most four times; an uploaded photo or resume that is replaced is deleted.
   */
  async edit(user: UserRow, input: EditProfile): Promise<void> {
    const renaming = input.userName !== user.user_name;
    if (renaming && user.user_name_changes >= USER_NAME_CHANGE_LIMIT) {
      throw new HttpError(400, messages.userNameChangeLimit, {
        userName: [messages.userNameChangeLimit],
      });
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
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
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', user.id)
          .execute();
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
      const replaced = uploadedName(before);
      if (replaced && before !== after) await this.storage.delete(replaced);
    }
  }
}
