// Prints the palette block of apps/web/src/index.css (decision 0012): each Tailwind colour the app
// uses, as light-dark(<Tailwind's value>, <its dark counterpart>). Usage:
//   npx tsx scripts/dark-palette.ts [hue ...]      (default: the hues index.css maps today)
// A dark counterpart keeps its colour's hue and takes the lightness at which its contrast with the
// dark page equals the light colour's contrast with white; contrast between any two colours is
// then the same in both themes (up to sRGB's gamut), so a pair that passes in light passes in dark.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  formatColor,
  inSrgbGamut,
  luminance,
  parseColor,
  type Oklch,
} from '../apps/web/src/testing/contrast.ts';

/** What `white` (the page) becomes in the dark theme: a deep blue-grey near slate-900. */
export const DARK_PAGE: Oklch = { l: 0.19, chroma: 0.03, hue: 265 };
const DEFAULT_HUES = ['slate', 'indigo', 'red', 'rose', 'amber', 'green', 'emerald', 'sky'];

const require = createRequire(import.meta.url);
const tailwindTheme = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');

function tailwindColor(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tailwindTheme);
  if (!match?.[1]) throw new Error(`Tailwind has no colour ${name}`);
  return match[1].trim();
}

/** The colour of this hue whose luminance is `target`, as saturated as sRGB allows up to `chroma`. */
function withLuminance(target: number, { chroma, hue }: Oklch): Oklch {
  const inGamut = (l: number): Oklch => {
    let low = 0;
    let high = chroma;
    if (inSrgbGamut({ l, chroma, hue })) return { l, chroma, hue };
    for (let step = 0; step < 30; step += 1) {
      const middle = (low + high) / 2;
      if (inSrgbGamut({ l, chroma: middle, hue })) low = middle;
      else high = middle;
    }
    return { l, chroma: low, hue };
  };
  let low = 0;
  let high = 1;
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (luminance(inGamut(middle)) < target) low = middle;
    else high = middle;
  }
  return inGamut((low + high) / 2);
}

/**
 * Keeps every contrast ratio: (Y' + 0.05) = k / (Y + 0.05), with white landing on the page. A grey
 * less tinted than the page takes the page's tint, so panels do not look grey on a blue page.
 */
export function darkCounterpart(light: Oklch, { grey }: { grey: boolean }): Oklch {
  const k = 1.05 * (luminance(DARK_PAGE) + 0.05);
  const target = Math.min(1, k / (luminance(light) + 0.05) - 0.05);
  const tint =
    grey && light.chroma < DARK_PAGE.chroma
      ? { ...light, chroma: DARK_PAGE.chroma, hue: DARK_PAGE.hue }
      : light;
  return withLuminance(target, tint);
}

const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
const hues = process.argv.slice(2);
const lines = [`  --color-white: light-dark(#fff, ${formatColor(DARK_PAGE)});`];
for (const hue of hues.length > 0 ? hues : DEFAULT_HUES) {
  const grey = parseColor(tailwindColor(`${hue}-500`)).chroma < 0.06;
  for (const shade of shades) {
    const light = tailwindColor(`${hue}-${shade}`);
    lines.push(
      `  --color-${hue}-${shade}: light-dark(${light}, ${formatColor(darkCounterpart(parseColor(light), { grey }))});`,
    );
  }
}
console.log(lines.join('\n'));
