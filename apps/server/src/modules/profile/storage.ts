import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded files live. The disk is the default; an S3-compatible bucket can implement the
 * same three calls later without touching the routes.
 */
export interface FileStorage {
  /** Stores the bytes under a new random name and answers it. */
  put(bytes: Buffer, extension: 'webp' | 'pdf'): Promise<string>;
  get(name: string): Promise<Buffer | undefined>;
  delete(name: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9_-]{16,64}\.(webp|pdf)$/;

export class DiskStorage implements FileStorage {
  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
  }

  async put(bytes: Buffer, extension: 'webp' | 'pdf'): Promise<string> {
    const name = `${randomBytes(18).toString('base64url')}.${extension}`;
    await writeFile(join(this.folder, name), bytes, { flag: 'wx' });
    return name;
  }

  async get(name: string): Promise<Buffer | undefined> {
    // Only names this storage made; anything else (../, odd characters) is simply not found.
    if (!SAFE_NAME.test(name)) return undefined;
    return readFile(join(this.folder, name)).catch(() => undefined);
  }

  async delete(name: string): Promise<void> {
    if (SAFE_NAME.test(name)) await rm(join(this.folder, name), { force: true });
  }
}
