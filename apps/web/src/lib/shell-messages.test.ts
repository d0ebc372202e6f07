import { messages } from '@launchpad/contract';
import { describe, expect, it } from 'vitest';
import { shellMessages } from './shell-messages.ts';

describe('shellMessages', () => {
  it.each(Object.entries(shellMessages))('spells %s exactly as the contract does', (key, text) => {
    expect(text).toBe(messages[key as keyof typeof messages]);
  });
});
