/**
 * The settings form: its fields and repeated rows by their labels, and its sections filled in as
 * Meera does in learner-space.spec.ts, which then looks for each of these values after a reload
 * and on her profile.
 */
import { expect, type Page } from '@playwright/test';

/** A field of the form, by its exact label. */
export function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** One row of a repeated section ('Education 2', 'Experience 1'), by its exact name. */
export function row(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true });
}

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Personal: a real photo (its preview becomes the server's WebP), then every text field; the
 * e-mail address is shown but cannot be edited, and the bio counts its characters.
 */
export async function enterMeerasPersonalDetails(page: Page, userName: string) {
  await field(page, 'Profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
    'src',
    /^\/uploads\/[\w-]+\.webp$/,
  );
  await field(page, 'Name').fill('Meera Krishnan');
  await field(page, 'Username').fill(userName);
  await expect(field(page, 'Email')).not.toBeEditable();
  await field(page, 'Website').fill('https://meera.dev');
  await field(page, 'Location').fill('Chennai');
  await field(page, 'Date of Birth').fill('1999-04-23');
  await field(page, 'Bio').fill('I build fast, accessible web apps.');
  await expect(page.getByTestId('bio-count')).toHaveText('34/255');
}

export async function enterMeerasSocialLinks(page: Page) {
  await field(page, 'GitHub').fill('https://github.com/meera');
  await field(page, 'LinkedIn').fill('https://www.linkedin.com/in/meera');
}

/** Education: the first row complete, a second added with no end year. */
export async function enterMeerasEducation(page: Page) {
  const first = row(page, 'Education 1');
  await first.getByLabel('Institute Name').fill('Anna University');
  await first.getByLabel('Field of Study').fill('Computer Science');
  await first.getByLabel('Start Year').selectOption('2017');
  await first.getByLabel('End Year').selectOption('2021');
  await page.getByRole('button', { name: 'Add Education' }).click();
  const second = row(page, 'Education 2');
  await second.getByLabel('Institute Name').fill('IIT Madras');
  await second.getByLabel('Field of Study').fill('Data Science');
  await second.getByLabel('Start Year').selectOption('2022');
}

/**
 * Experience: the first row kept, its skills typed untidily (the app tidies them); a second row
 * added, filled in part and removed again before anything is saved.
 */
export async function enterMeerasExperience(page: Page) {
  const first = row(page, 'Experience 1');
  await first.getByLabel('Position').fill('Frontend Intern');
  await first.getByLabel('Company').fill('Acme Labs');
  await first.getByLabel('Duration').fill('6 months');
  await first.getByLabel('Skills').fill(' React, , TypeScript ,CSS ');
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await row(page, 'Experience 2').getByLabel('Position').fill('Never saved');
  await page.getByRole('button', { name: 'Remove Experience 2' }).click();
  await expect(row(page, 'Experience 2')).toHaveCount(0);
}
