import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('API reference (issue 14 point 9)', () => {
  test('an admin opens the API reference from the access keys and finds the calls a key can make', async ({ page }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger/tilgangsnokler');
    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'API-referanse' }).click();
    const reference = await opened;

    await expect(reference.getByRole('heading', { level: 1, name: 'API-referanse' })).toBeVisible();
    await reference
      .getByRole('navigation', { name: 'Områder' })
      .getByRole('link', { name: 'Sider', exact: true })
      .click();
    await expect(reference).toHaveURL(/\/api\/reference#omrade-sider$/);
    await expect(reference.getByRole('heading', { level: 2, name: 'Sider' })).toBeInViewport();
    const listPages = reference.locator('#op-listPages');
    await expect(listPages.getByRole('heading', { name: 'GET /api/sites/{siteId}/pages' })).toBeVisible();
    await expect(listPages.getByText('read:content', { exact: true })).toBeVisible();
    await listPages.getByText('Svar 200 (application/json)').click();
    await expect(listPages.locator('pre')).toContainText('title: string;');

    const token = reference.locator('#op-issueAccessToken');
    await expect(token.getByText('Åpen, uten innlogging.')).toBeVisible();
  });
});
