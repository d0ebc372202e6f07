import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the test harness may have made this worker's copy cheap. */
async function freshPasswords() {
  vi.resetModules();
  return import('./passwords.ts');
}

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane unless the test harness says otherwise', async () => {
    const { hashPassword, verifyPassword } = await freshPasswords();
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse ')).toBe(false);
    expect(await verifyPassword(null, 'correct horse')).toBe(false);
  });

  it("the harness's cheap hashes are argon2id too, and real hashes still verify beside them", async () => {
    const real = await (await freshPasswords()).hashPassword('battery staple');
    const { hashCheaplyInTests, hashPassword, verifyPassword } = await freshPasswords();
    hashCheaplyInTests();
    const cheap = await hashPassword('battery staple');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'battery staple')).toBe(true);
    expect(await verifyPassword(cheap, 'battery')).toBe(false);
    expect(await verifyPassword(real, 'battery staple')).toBe(true);
  });
});
