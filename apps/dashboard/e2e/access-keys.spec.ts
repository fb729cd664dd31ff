import { expect, test } from '@playwright/test';
import { Shell } from './pages/shell';

test.describe('access keys (spec 2 §3)', () => {
  test('an admin creates a key, a program calls the API with its token, and deleting the key ends it', async ({
    page,
    request,
  }) => {
    await Shell.signInTo(page, 'admin@demo.vev.no', 'Demo Butikk');
    const sites = (await (await page.request.get('/api/sites')).json()) as { _id: string; displayName: string }[];
    const siteId = sites.find((site) => site.displayName === 'Demo Butikk')?._id;

    await page.goto('/innstillinger/tilgangsnokler');
    await expect(page.getByRole('heading', { level: 1, name: 'Tilgangsnøkler' })).toBeVisible();
    await page.getByRole('link', { name: 'Opprett tilgangsnøkkel' }).first().click();
    await expect(page).toHaveURL(/\/innstillinger\/tilgangsnokler\/opprett$/);

    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Feltet må fylles ut.')).toBeVisible();
    const label = `Lagersystem ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Navn' }).fill(label);
    await page.getByRole('checkbox', { name: 'Lese innhold' }).check();
    await page.getByRole('button', { name: 'Lagre' }).click();

    const secret = page.getByRole('dialog', { name: 'Kopier hemmeligheten nå' });
    await expect(secret).toBeVisible();
    const clientId = (await secret.getByLabel('Klient-ID').textContent()) ?? '';
    const clientSecret = (await secret.getByLabel('Klienthemmelighet').textContent()) ?? '';
    expect(clientId).toMatch(/^vev_/);

    // The program: no browser session, only the key.
    const issued = await request.post('/api/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    });
    expect(issued.status()).toBe(200);
    const { access_token: token, scope } = (await issued.json()) as { access_token: string; scope: string };
    expect(scope).toBe('read:content');
    const pages = await request.get(`/api/sites/${siteId}/pages?limit=3`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pages.status()).toBe(200);
    expect(await pages.json()).toHaveLength(3);

    await secret.getByRole('button', { name: 'Jeg har lagret den' }).click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page.getByText('Hemmeligheten vises bare når nøkkelen opprettes.', { exact: false })).toBeVisible();

    await page.goto('/innstillinger/tilgangsnokler');
    await expect(page.getByRole('link', { name: label })).toBeVisible();
    await page.getByRole('link', { name: label }).click();
    await page.getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
    await expect(page.getByText('Tilgangsnøkkel slettet')).toBeVisible();
    await expect(page).toHaveURL(/\/innstillinger\/tilgangsnokler$/);

    const after = await request.get(`/api/sites/${siteId}/pages?limit=3`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });

  test('a reader is told that access keys are for administrators', async ({ page }) => {
    await Shell.signInTo(page, 'leser@demo.vev.no', 'Demo Butikk');
    await page.goto('/innstillinger/tilgangsnokler');
    await expect(page.getByText('Bare administratorer kan se og endre tilgangsnøkler.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opprett tilgangsnøkkel' })).toBeHidden();
  });
});
