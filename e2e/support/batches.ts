import { expect, type Page } from '@playwright/test';
import { xsrfHeaders } from './accounts.ts';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Opens a batch as the signed-in team member of `team`: enrolling takes a seat in an open batch,
 * so a test that enrols someone opens its own rather than counting on one another test left.
 * It starts `startsInDays` from today and runs 60 days; requests made from now on go to the open
 * batch that starts first.
 */
export async function openBatch(
  team: Page,
  {
    startsInDays,
    seats = 30,
    classLink = 'https://meet.example.org/launchpad',
  }: {
    startsInDays: number;
    seats?: number;
    classLink?: string;
  },
): Promise<void> {
  const batch = await team.request.post('/api/admin/batches', {
    data: {
      startsOn: dayFromNow(startsInDays),
      endsOn: dayFromNow(startsInDays + 60),
      schedule: 'Mon–Fri, 7–9 pm IST',
      seats,
      priceInr: 1200,
      classLink,
    },
    headers: await xsrfHeaders(team),
  });
  expect(batch.status()).toBe(201);
}
