import type { Page } from '@playwright/test';

export const uniqueEmail = (label = 'learner') =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Creates an account through the API and leaves the browser logged in as it (the page's request
 * context shares the browser's cookies). Faster than the sign-up form, which auth.spec.ts covers.
 */
export async function signUpViaApi(page: Page, fullName = 'E2E Learner') {
  const email = uniqueEmail();
  await page.request.get('/api/health');
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/auth/register', {
    data: { fullName, email, password: 'e2e password 1' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (response.status() !== 201) {
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
  return { email, fullName };
}
