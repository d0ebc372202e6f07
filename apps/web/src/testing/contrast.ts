/**
 * WCAG contrast of CSS `oklch()` colours, for the palette's checks (index.css, decision 0012) and
 * scripts/dark-palette.ts, which derives the dark values. sRGB only: what the browser paints.
 */

export interface Oklch {
  /** Lightness, 0–1. */
  l: number;
  chroma: number;
  /** Hue in degrees. */
  hue: number;
}

/** `oklch(45.7% 0.24 277.023)`, `oklch(0.457 0.24 277.023)` or `#fff`/`#000`. */
export function parseColor(css: string): Oklch {
  const text = css.trim();
  if (text === '#fff') return { l: 1, chroma: 0, hue: 0 };
  if (text === '#000') return { l: 0, chroma: 0, hue: 0 };
  const match = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(text);
  if (!match) throw new Error(`Not an oklch() colour: ${css}`);
  const lightness = Number(match[1]);
  return {
    l: match[2] === '%' ? lightness / 100 : lightness,
    chroma: Number(match[3]),
    hue: Number(match[4]),
  };
}

/** As Prettier writes it in index.css (no trailing zeros). */
export const formatColor = ({ l, chroma, hue }: Oklch): string =>
  `oklch(${Number((l * 100).toFixed(1))}% ${Number(chroma.toFixed(3))} ${Number(hue.toFixed(3))})`;

/** Linear sRGB channels (outside 0–1 when the colour is out of gamut). */
function linearRgb({ l, chroma, hue }: Oklch): [number, number, number] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const lms = [
    (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as const;
  return [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ];
}

export function inSrgbGamut(color: Oklch): boolean {
  return linearRgb(color).every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);
}

/** WCAG relative luminance; out-of-gamut channels are clipped, as a browser paints them. */
export function luminance(color: Oklch): number {
  const [r, g, b] = linearRgb(color).map((channel) => Math.min(1, Math.max(0, channel))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(first: Oklch, second: Oklch): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
