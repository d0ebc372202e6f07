import { randomInt } from 'node:crypto';
import { USER_NAME_PATTERN } from '@launchpad/contract';

export { USER_NAME_PATTERN };

/**
 * A user name candidate from a display name: lower-case ASCII letters and digits joined by '-',
 * e.g. 'Aïsha  Rao!' → 'aisha-rao'. Names with no Latin letters fall back to 'learner'.
 */
export function baseUserName(fullName: string): string {
  const slug = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return (slug || 'learner').padEnd(3, '0');
}

/** The base name first, then the base with a random numeric suffix. */
export function* userNameCandidates(fullName: string): Generator<string> {
  const base = baseUserName(fullName);
  yield base;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    yield `${base}-${randomInt(1000, 100_000)}`;
  }
}
