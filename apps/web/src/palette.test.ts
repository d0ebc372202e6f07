/// <reference types="node" />
// Read from disk: Vitest hands the web tests an empty module for every CSS import.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, parseColor } from './testing/contrast.ts';

const stylesheet = readFileSync(join(import.meta.dirname, 'index.css'), 'utf8');
const tailwindTheme = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
);

/** The colours index.css gives both themes (decision 0012): name → [light, dark]. */
const palette = new Map(
  [
    ...stylesheet.matchAll(
      /--color-([a-z]+(?:-\d+)?):\s*light-dark\((#[0-9a-f]+|oklch\([^)]*\)),\s*(#[0-9a-f]+|oklch\([^)]*\))\)/g,
    ),
  ].map(([, name, light, dark]) => [name!, [light!, dark!] as const]),
);

const tailwindColor = (name: string) =>
  new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tailwindTheme)?.[1]?.trim();

const AA_TEXT = 4.5;
const AA_LARGE_TEXT = 3;

describe('the palette of the two themes', () => {
  it('keeps Tailwind’s colours in the light theme', () => {
    expect(palette.size).toBeGreaterThan(80);
    for (const [name, [light]] of palette) expect(light, name).toBe(tailwindColor(name));
  });

  it('keeps every pair that passes WCAG AA in the light theme passing in the dark one', () => {
    const failures: string[] = [];
    const colours = [...palette].map(([name, [light, dark]]) => ({
      name,
      light: parseColor(light),
      dark: parseColor(dark),
    }));
    for (const first of colours) {
      for (const second of colours) {
        const inLight = contrast(first.light, second.light);
        const inDark = contrast(first.dark, second.dark);
        // slate-950 turns white, and white cannot get lighter: its pairs lose up to 9 % of their
        // contrast, enough to drop below 3:1 (large text), never below 4.5:1.
        const thresholds = [first, second].some(({ name }) => name === 'slate-950')
          ? [AA_TEXT]
          : [AA_TEXT, AA_LARGE_TEXT];
        for (const threshold of thresholds) {
          if (inLight >= threshold && inDark < threshold) {
            failures.push(
              `${first.name} on ${second.name}: ${inLight.toFixed(2)} → ${inDark.toFixed(2)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('has a dark value for every colour the app’s components use', () => {
    const hues = [...tailwindTheme.matchAll(/--color-([a-z]+)-500:/g)].map(([, hue]) => hue);
    const colourName = new RegExp(`\\b(?:white|(?:${hues.join('|')})-(?:50|[1-9]00|950))\\b`, 'g');
    const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const unmapped = new Set<string>();
    for (const [file, source] of Object.entries(sources)) {
      for (const [name] of source.matchAll(colourName)) {
        if (!palette.has(name)) unmapped.add(`${name} (${file})`);
      }
    }
    // Add the hue with `npx tsx scripts/dark-palette.ts <hue>` (index.css says how).
    expect([...unmapped]).toEqual([]);
  });
});
