import { paths } from './paths.ts';

/**
 * What the build-time structured data (app/structured-data.ts) and the data a page adds in the
 * browser (the program page's instructors) share: the node type, the course's @id and the one
 * escaping rule, so a node written after hydration merges with the prerendered one by its @id.
 */
export type JsonLd = Record<string, unknown>;

/** The program's Course node: every description of the course names it by this @id. */
export function courseId(origin: string): string {
  return `${origin}${paths.program}#course`;
}

/**
 * The text of a <script type="application/ld+json"> element. '<' is escaped so no text in the
 * data can close the element; the browser never runs it (it is data, so the CSP does not apply).
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
