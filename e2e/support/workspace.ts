import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Replaces a file's text the way a learner would: select all in its editor and type. */
export async function typeInto(page: Page, file: string, text: string) {
  await page.getByRole('tab', { name: file }).click();
  const editor = page.getByRole('textbox', { name: `Code editor: ${file}` });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  // insertText replaces the whole file in one input, without the editor's auto-indent or bracket
  // closing, so the preview never runs a half-made file (an empty one, on a busy machine).
  if (text === '') await page.keyboard.press('Delete');
  else await page.keyboard.insertText(text);
}

const content = join(process.cwd(), 'content', 'challenges');

/** A challenge's workspace path and its reference solution's files, read from content/. */
export function challengeSample(topic: string, slug: string, id: number) {
  const folder = join(content, topic, slug, 'solution');
  const solution = Object.fromEntries(
    readdirSync(folder).map((file) => [file, readFileSync(join(folder, file), 'utf8')]),
  );
  return { topic, slug, id, path: `/frontend-challenges/${topic}/${slug}/${id}`, solution };
}

/** How many challenges the content holds: what the server counts as active. */
export function challengeCount(): number {
  return readdirSync(content, { withFileTypes: true })
    .filter((topic) => topic.isDirectory())
    .flatMap((topic) =>
      readdirSync(join(content, topic.name), { withFileTypes: true }).filter((slug) =>
        slug.isDirectory(),
      ),
    ).length;
}
