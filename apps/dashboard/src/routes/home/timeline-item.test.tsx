import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { TimelineItem } from '@vev/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { TimelineEntry } from './timeline-item';

const systemMessage: TimelineItem = {
  _id: 'm1',
  type: 'systemMessage',
  timestamp: '2026-03-03T13:05:00.000Z',
  user: null,
  title: 'Nytt i Vev: rapporter',
  link: null,
  gone: false,
  message: {
    text: 'Under Rapporter ser du nå besøk og salg per periode.',
    images: [{ url: '/media/nyhet/file', alt: 'Besøksrapporten' }],
  },
};

const renderEntry = (item: TimelineItem) =>
  render(
    <MantineProvider>
      <ul>
        <TimelineEntry item={item} />
      </ul>
    </MantineProvider>,
  );

describe('timeline item: system message (spec 3 §3 "Timeline item kinds")', () => {
  afterEach(cleanup);

  it('shows its title, text and images, and when it came, without a link', () => {
    renderEntry(systemMessage);
    expect(screen.getByText('Nytt i Vev: rapporter')).toBeTruthy();
    expect(screen.getByText('Under Rapporter ser du nå besøk og salg per periode.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Besøksrapporten' }).getAttribute('src')).toBe('/media/nyhet/file');
    expect(screen.getByText('3. mars 2026 kl. 14:05')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads as the spec’s fallback when it has no content', () => {
    renderEntry({ ...systemMessage, title: '', message: { text: '', images: [] } });
    expect(screen.getByText('Her mangler det innhold, gitt!')).toBeTruthy();
  });
});
