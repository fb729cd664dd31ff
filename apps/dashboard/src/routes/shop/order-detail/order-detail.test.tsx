import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderLine } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../../i18n';
import { errorAnswer, type FakeRequest, renderRoutes, serveApi, signInToTestSite } from '../../../test/render-route';
import { OrderDetailScreen } from '.';
import { testOrder, testPayment } from './test-order';

const routes = [
  { path: '/butikk/ordrer/:orderId', element: <OrderDetailScreen /> },
  { path: '/butikk/ordrer/:orderId/:tab', element: <OrderDetailScreen /> },
];

function serve(order: Order, answer: (request: FakeRequest) => unknown = () => undefined) {
  return serveApi((request) => {
    const own = answer(request);
    if (own !== undefined) return own;
    if (request.path.endsWith('/orders/o1')) return order;
    return [];
  });
}

describe('the order editor, Generelt (spec 3 §2, §4, §5, §8)', () => {
  beforeAll(() => loadWords([workspaceWords, shopWords]));
  beforeEach(signInToTestSite);
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it('shows the lines with their choices and fallbacks, shipping, MVA per rate, the total and the customer link', async () => {
    serve(
      testOrder({
        orderLines: [
          ...testOrder().orderLines,
          {
            ...(testOrder().orderLines[1] as OrderLine),
            _id: 'l3',
            name: 'Ringeklokke',
            product: { _id: 'p3', name: null },
            bundleReference: 'l1',
          },
        ],
      }),
    );
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordre #1001' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Ordrelinjer' });
    expect(within(lines).getByText('SKU: SYK-1')).toBeTruthy();
    expect(within(lines).getByText('Farge: Grønn')).toBeTruthy();
    expect(within(lines).getByText('Gravering: Kari (50,00 kr)')).toBeTruthy();
    expect(within(lines).getByText('1 × Produkt slettet')).toBeTruthy();
    // The helmet's product is gone and it has no SKU.
    expect(within(lines).getByText('Slettet')).toBeTruthy();
    expect(within(lines).getByText('Mangler SKU')).toBeTruthy();
    expect(within(lines).getByText('Frakt: Posten')).toBeTruthy();
    expect(within(lines).getByText('Herav MVA 25 %')).toBeTruthy();
    expect(within(lines).getByText('500,20 kr')).toBeTruthy();
    expect(within(lines).getByText('2 501,00 kr')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kari Nordmann' }).getAttribute('href')).toBe('/butikk/kunder/c1');
    expect(screen.getByRole('button', { name: 'Last ned pakkseddel' })).toBeTruthy();
    // Only a Faktura order has an invoice.
    expect(screen.queryByRole('button', { name: 'Last ned faktura' })).toBeNull();
  });

  it('a discount shows under the lines with the code the buyer used; none, no row', async () => {
    const [first, second] = testOrder().orderLines as [OrderLine, OrderLine];
    serve(
      testOrder({
        orderLines: [{ ...first, discount: 17_500, discounts: { Setekode: 17_500 } }, second],
        discountCode: 'SETE25',
      }),
    );
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    const lines = await screen.findByRole('table', { name: 'Ordrelinjer' });
    const row = within(lines).getByText('Rabatt (rabattkode SETE25)').closest('tr') as HTMLElement;
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('−175,00 kr');
    cleanup();
    serve(testOrder());
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    await screen.findByRole('table', { name: 'Ordrelinjer' });
    expect(screen.queryByText(/^Rabatt/)).toBeNull();
  });

  it('a customer who is gone reads "Finner ikke kunde"; an order without a customer "Mangler kundeinformasjon"', async () => {
    serve(testOrder({ customer: { _id: 'c1', name: null } }));
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    expect(await screen.findByText('Finner ikke kunde')).toBeTruthy();
    cleanup();
    serve(
      testOrder({ customer: null, invoiceInformation: { ...testOrder().invoiceInformation, name: '', email: '' } }),
    );
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    expect(await screen.findByText('Mangler kundeinformasjon')).toBeTruthy();
    expect(screen.getByText('Mangler e-post')).toBeTruthy();
  });

  it('a changed status is saved alone ("Endringer lagret"); failed is never offered', async () => {
    const requests = serve(testOrder(), ({ method }) =>
      method === 'PATCH' ? testOrder({ status: 'finished', version: 2 }) : undefined,
    );
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    const select = await screen.findByRole('combobox', { name: 'Status' });
    fireEvent.click(select);
    const listbox = await waitFor(
      () => document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    expect(within(listbox).queryByRole('option', { name: 'Feilet', hidden: true })).toBeNull();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Fullført', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Endringer lagret')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toMatch(/\/sites\/s1\/orders\/o1$/);
    expect(patch?.body).toEqual({ status: 'finished' });
  });

  it('an unsaved change of the invoice information stays when a note reloads the order', async () => {
    let notes: Order['notes'] = [];
    serve(testOrder(), ({ method, path }) => {
      if (method === 'POST') {
        notes = [{ _id: 'n1', text: 'Pakket', timestamp: '2026-03-03T14:00:00.000Z', author: null, internal: true }];
        return notes[0];
      }
      if (path.endsWith('/orders/o1')) return testOrder({ notes, version: 2 });
      return undefined;
    });
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    const city = (await screen.findByRole('textbox', { name: 'Sted' })) as HTMLInputElement;
    fireEvent.change(city, { target: { value: 'Bergen' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Notat' }), { target: { value: 'Pakket' } });
    fireEvent.click(screen.getByRole('button', { name: 'Legg til notat' }));
    await screen.findByRole('listitem', { name: 'Pakket' });
    expect(city.value).toBe('Bergen');
    // The form's changed state settles a render after the reload.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Lagre' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('a canceled order keeps its status read-only', async () => {
    serve(testOrder({ status: 'canceled' }));
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'admin' });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Ordren er kansellert og kan ikke endres.')).toBeTruthy();
  });

  it('a note needs text; an external one is posted with internal false ("Notat lagret!"); a note is deleted after the question', async () => {
    const note = {
      _id: 'n1',
      text: 'Pakket',
      timestamp: '2026-03-03T14:00:00.000Z',
      author: { _id: 'u1', name: 'Ada' },
      internal: true,
    };
    const requests = serve(testOrder({ notes: [note] }), ({ method }) => {
      if (method === 'POST') return { ...note, _id: 'n2', text: 'Sendt i dag', internal: false };
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'contributor' });
    fireEvent.click(await screen.findByRole('button', { name: 'Legg til notat' }));
    expect(await screen.findByText('Skriv et notat.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Notat' }), { target: { value: 'Sendt i dag' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Internt notat/ }));
    expect(screen.getByText('Notatet sendes på e-post til kunden når du legger det til.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Legg til notat' }));
    expect(await screen.findByText('Notat lagret!')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.path).toMatch(/\/orders\/o1\/notes$/);
    expect(post?.body).toEqual({ note: 'Sendt i dag', internal: false });

    const item = screen.getByRole('listitem', { name: 'Pakket' });
    fireEvent.click(within(item).getByRole('button', { name: 'Slett notatet' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Er du sikker på at du vil slette?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Slett notatet' }));
    expect(await screen.findByText('Notat slettet')).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.path).toMatch(/\/orders\/o1\/notes\/n1$/),
    );
  });

  it('a reader sees the order but no save, status change or note form', async () => {
    serve(testOrder({ notes: [] }));
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'reader' });
    await screen.findByRole('heading', { level: 1, name: 'Ordre #1001' });
    expect(screen.getByText(/Du kan se ordren, men ikke endre den/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Legg til notat' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('a revision (?revision=) is asked for and shown read-only', async () => {
    const requests = serve(testOrder(), ({ query }) =>
      query.get('revision') === 'r1' ? testOrder({ revision: 'r1', status: 'pending' }) : undefined,
    );
    renderRoutes(routes, '/butikk/ordrer/o1?revision=r1', { permission: 'admin' });
    expect(await screen.findByText(/Du ser på ordren slik den var/)).toBeTruthy();
    expect(requests[0]?.query.get('revision')).toBe('r1');
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Legg til notat' })).toBeNull();
    // The documents are the current order's: an old version offers none.
    expect(screen.queryByRole('button', { name: 'Last ned pakkseddel' })).toBeNull();
  });

  it('Versjonslogg lists the order’s own revisions, the buyer’s without an author, and opens one', async () => {
    const requests = serve(testOrder(), ({ path, query }) => {
      if (query.get('revision') === 'r1') return testOrder({ revision: 'r1', status: 'pending' });
      if (!path.endsWith('/orders/o1/revisions')) return undefined;
      return [
        { _id: 'r2', timestamp: '2026-03-02T10:00:00.000Z', author: { name: 'Rita Redaktør', email: 'r@x.no' } },
        { _id: 'r1', timestamp: '2026-03-01T10:00:00.000Z', author: null },
      ].map((revision) => ({ ...revision, type: 'order', reference: 'o1' }));
    });
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'reader' });
    fireEvent.click(await screen.findByRole('button', { name: 'Versjonslogg' }));
    const log = await screen.findByRole('dialog', { name: 'Versjonslogg' });
    expect(await within(log).findByText('Rita Redaktør')).toBeTruthy();
    expect(within(log).getByText('Kunden eller systemet')).toBeTruthy();
    expect(requests.some((request) => request.path.endsWith('/orders/o1/revisions'))).toBe(true);
    expect(requests.some((request) => request.path.endsWith('/revisions') && !request.path.includes('/orders/'))).toBe(
      false,
    );
    fireEvent.click(within(log).getAllByRole('button', { name: 'Vis' })[1] as HTMLElement);
    expect(await screen.findByText(/Du ser på ordren slik den var/)).toBeTruthy();
  });

  it('a Faktura order offers its invoice; a document that cannot be fetched says so', async () => {
    const requests = serve(
      testOrder({ payments: [testPayment({ provider: 'faktura', method: 'invoice' })] }),
      ({ path }) => (path.endsWith('.pdf') ? errorAnswer(404, { message: 'Fant ikke fakturaen.' }) : undefined),
    );
    renderRoutes(routes, '/butikk/ordrer/o1', { permission: 'reader' });
    fireEvent.click(await screen.findByRole('button', { name: 'Last ned faktura' }));
    expect(await screen.findByText(/Fant ikke fakturaen/)).toBeTruthy();
    expect(requests.at(-1)?.path).toMatch(/\/sites\/s1\/orders\/o1\/invoice\.pdf$/);
  });
});
