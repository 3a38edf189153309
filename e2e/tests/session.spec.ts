import { expect, test } from '@playwright/test';
import { API, signIn } from './helpers';

test('ten parallel requests with an expired session token cause exactly one refresh', async ({ page }) => {
  await signIn(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/token/refresh')) refreshes.push(request.url());
  });
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await page.evaluate(() => localStorage.setItem('sessionToken', 'expired-session-token'));
  const statuses = await page.evaluate(async (api) => {
    const client = (window as unknown as { __vdApi: { get(url: string): Promise<{ status: number }> } }).__vdApi;
    const mobile = encodeURIComponent(`+91${localStorage.getItem('contactNo')!.replace(/^\+91/, '')}`);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.get(`${api}/vendor?mobileNo=${mobile}`)));
    return results.map((result) => result.status);
  }, API);
  expect(statuses).toEqual(Array(10).fill(200));
  expect(refreshes).toHaveLength(1);
  const after = await page.evaluate(() => ({
    session: localStorage.getItem('sessionToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  expect(after.session).not.toBe('expired-session-token');
  expect(after.refresh).not.toBe(before);
});

test('a refresh that fails ends the session with the spec message', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem('sessionToken', 'expired-session-token');
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
  });
  await page.evaluate(async (api) => {
    const client = (window as unknown as { __vdApi: { get(url: string): Promise<unknown> } }).__vdApi;
    await client.get(`${api}/orders/vendor/count?status=Pending`).catch(() => undefined);
  }, API);
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
