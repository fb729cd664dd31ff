import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductTemplate } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { errorAnswer, type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { ProductTemplateDetailScreen } from '.';

const template = {
  _id: 't1',
  name: 'Sykkel',
  description: '',
  attributes: [],
  customizeOptions: [],
  crossSell: [{ product: 'p1' }, { product: 'gone' }],
} as unknown as ProductTemplate;

const routes = [
  { path: '/butikk/produktmaler', element: <h1>Produktmaler</h1> },
  { path: '/butikk/produktmaler/:productTemplateId', element: <ProductTemplateDetailScreen /> },
  { path: '/butikk/produktmaler/:productTemplateId/:tab', element: <ProductTemplateDetailScreen /> },
];

function serve(answer: (request: FakeRequest) => unknown = () => undefined) {
  return serveApi((request) => {
    const own = answer(request);
    if (own !== undefined) return own;
    if (request.path.endsWith('/product-templates/t1')) return template;
    if (request.path.endsWith('/products')) return [{ _id: 'p1', name: 'Ringeklokke', image: null }];
    return [];
  });
}

describe('the product template editor (one detail form, the shared cross-sell list)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it('lists the cross-sell products (a gone one as deleted), takes one out and saves the rest', async () => {
    const requests = serve(({ method }) =>
      method === 'PATCH' ? { ...template, crossSell: [{ product: 'gone' }] } : undefined,
    );
    renderRoutes(routes, '/butikk/produktmaler/t1/kryss-salg', { permission: 'contributor' });
    const list = await screen.findByRole('list', { name: 'Kryss-salg' });
    await within(list).findByRole('listitem', { name: 'Ringeklokke' });
    expect(within(list).getByRole('listitem', { name: 'Slettet produkt' })).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Fjern Ringeklokke' }));
    expect(within(list).queryByRole('listitem', { name: 'Ringeklokke' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Endringer lagret')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toMatch(/\/product-templates\/t1$/);
    expect((patch?.body as { crossSell?: unknown } | undefined)?.crossSell).toEqual([{ product: 'gone' }]);
  });

  it('a reader sees the list without the search or the buttons to take one out', async () => {
    serve();
    renderRoutes(routes, '/butikk/produktmaler/t1/kryss-salg', { permission: 'reader' });
    const list = await screen.findByRole('list', { name: 'Kryss-salg' });
    await within(list).findByRole('listitem', { name: 'Ringeklokke' });
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Søk etter produkt å legge til' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
  });

  it('a new template is created by POST and opens at its own address; a refused name shows at the field', async () => {
    let refuse = true;
    const requests = serve(({ method }) => {
      if (method !== 'POST') return undefined;
      if (refuse)
        return errorAnswer(400, { error: 'validation', message: 'Ugyldig', fields: { name: 'Navnet er tatt' } });
      return { ...template, _id: 't2', name: 'Sykkel', crossSell: [] };
    });
    const { router } = renderRoutes(routes, '/butikk/produktmaler/opprett', { permission: 'contributor' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Navn' }), { target: { value: 'Sykkel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Navnet er tatt')).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/butikk/produktmaler/t2'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    expect(await screen.findByText('Endringer lagret')).toBeTruthy();
  });
});
