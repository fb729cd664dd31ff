import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { plainTextToRichText, richTextToPlainText, type Site } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { loadDesignerCatalogue } from '../../../i18n';
import { renderSettingsScreen } from '../settings-form/settings-test-harness';
import { OrderReceiptTextScreen } from '.';

// The route loads the rich-text editor's words with the settings area's.
await loadDesignerCatalogue();

// happy-dom loads no frames; the receipt's preview is the server's.
vi.mock('../email-templates/EmailPreview', () => ({ EmailPreview: () => null }));

const site = {
  _id: 's1',
  emailTexts: { orderReceipt: JSON.stringify(plainTextToRichText('Hei {navn}!\nTakk for bestillingen.')) },
  emailTemplate: null,
  hasEcommerce: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
} as unknown as Site;

describe('order receipt text (spec 2 §2 E-posttekster)', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('edits the stored text with formatting, with the {navn} hint, and saves raw draft JSON', async () => {
    const patches = renderSettingsScreen(
      '/innstillinger/epost-tekster/ordrekvittering',
      <OrderReceiptTextScreen />,
      site,
    );
    const text = await screen.findByRole('textbox', { name: 'Tekst' });
    expect([...text.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Hei {navn}!',
      'Takk for bestillingen.',
    ]);
    expect(screen.getByText('Skriv {navn} der kundens navn skal stå.')).toBeTruthy();

    (text as HTMLElement & { editor: Editor }).editor
      .chain()
      .selectAll()
      .insertContent('<p>Hei {navn}!</p><p><strong>Takk</strong> for at du handlet hos oss.</p>')
      .run();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const saved = patches[0]?.emailTexts?.orderReceipt ?? '';
    expect(richTextToPlainText(saved)).toBe('Hei {navn}!\nTakk for at du handlet hos oss.');
    expect(JSON.parse(saved).blocks[1].inlineStyleRanges).toEqual([{ offset: 0, length: 4, style: 'BOLD' }]);
  });

  it('a site without a shop has no order receipt: the address does not exist', async () => {
    renderSettingsScreen('/innstillinger/epost-tekster/ordrekvittering', <OrderReceiptTextScreen />, {
      ...site,
      hasEcommerce: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Tekst' })).toBeNull();
  });
});
