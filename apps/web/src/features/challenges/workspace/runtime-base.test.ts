import { afterEach, describe, expect, it } from 'vitest';
import { runtimeBase } from './runtime-base.ts';

const at = (href: string) => new URL(href) as unknown as Location;

describe('runtimeBase', () => {
  afterEach(() => document.querySelector('meta[name="runtime-origin"]')?.remove());

  it('uses the other loopback name, so learner frames are on another site', () => {
    expect(runtimeBase(at('http://127.0.0.1:3000/x'))).toBe('http://localhost:3000/runtime/');
    expect(runtimeBase(at('http://localhost:3000/x'))).toBe('http://127.0.0.1:3000/runtime/');
  });

  it('uses the origin the server names, when it names one', () => {
    const meta = document.createElement('meta');
    meta.name = 'runtime-origin';
    meta.content = 'https://run.example.org/';
    document.head.append(meta);
    expect(runtimeBase(at('https://launchpad.example/x'))).toBe('https://run.example.org/runtime/');
  });

  it("keeps the app's own origin elsewhere, and when the server left the tag empty", () => {
    const meta = document.createElement('meta');
    meta.name = 'runtime-origin';
    meta.content = '';
    document.head.append(meta);
    expect(runtimeBase(at('https://launchpad.example/x'))).toBe('/runtime/');
  });
});
