import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryEditor } from './GalleryEditor';
import type { GalleryItem } from './gallery';

const item = (id: string, caption = ''): GalleryItem => ({
  image: {
    _id: id,
    url: `http://localhost/media/${id}/file?v=1`,
    filename: `${id}.jpg`,
    fileType: 'image',
    alt: `Bilde ${id}`,
  },
  caption,
});

/** The editor in a form that keeps its value, and reports every change. */
function Harness({ initial, onChange }: { initial: GalleryItem[]; onChange: (items: GalleryItem[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <GalleryEditor
      label="Galleri"
      value={items}
      onChange={(next) => {
        setItems(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor(initial: GalleryItem[]) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Harness initial={initial} onChange={onChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onChange, last: () => onChange.mock.lastCall?.[0] as GalleryItem[] };
}

const field = () => screen.getByRole('group', { name: 'Galleri' });
const rows = () => within(screen.getByRole('list', { name: 'Bildegalleri' })).getAllByRole('listitem');

describe('image gallery editor', () => {
  afterEach(cleanup);

  it("shows three thumbnails and '+N' for the rest", () => {
    renderEditor(['a', 'b', 'c', 'd', 'e'].map((id) => item(id)));
    const images = within(field()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Bilde a', 'Bilde b', 'Bilde c']);
    expect(images[0]?.getAttribute('src')).toBe('http://localhost/media/a/file?v=1&w=144');
    expect(within(field()).getByLabelText('2 bilder til').textContent).toBe('+2');
  });

  it('edits captions, removes images and keeps the order in the gallery modal', async () => {
    const { last } = renderEditor(['a', 'b', 'c', 'd'].map((id) => item(id)));
    fireEvent.click(within(field()).getByRole('button', { name: 'Rediger galleri' }));
    expect(await screen.findByRole('dialog', { name: 'Bildegalleri' })).toBeTruthy();
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);

    fireEvent.change(within(rows()[1] as HTMLElement).getByRole('textbox', { name: 'Bildetekst' }), {
      target: { value: 'Utsikt fra toppen' },
    });
    expect(last()[1]).toEqual(item('b', 'Utsikt fra toppen'));

    fireEvent.click(screen.getByRole('button', { name: 'Fjern a.jpg' }));
    expect(last().map((entry) => entry.image._id)).toEqual(['b', 'c', 'd']);
    expect(within(field()).queryByLabelText(/bilder til/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Flytt b.jpg' }).getAttribute('aria-roledescription')).toBe('sortable');
  });

  it('the image detail changes alt text and caption together', async () => {
    const { last } = renderEditor([item('a'), item('b')]);
    fireEvent.click(within(field()).getByRole('button', { name: 'Rediger galleri' }));
    await screen.findByRole('dialog', { name: 'Bildegalleri' });
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Bildedetaljer' }));

    const details = await screen.findByRole('dialog', { name: 'Bildedetaljer' });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Alternativ tekst' }), {
      target: { value: 'Fjellet i kveldssol' },
    });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Bildetekst' }), { target: { value: 'Kveld' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Lagre' }));

    expect(last()[1]).toEqual({ image: { ...item('b').image, alt: 'Fjellet i kveldssol' }, caption: 'Kveld' });
    expect(last()[0]).toEqual(item('a'));
  });
});
