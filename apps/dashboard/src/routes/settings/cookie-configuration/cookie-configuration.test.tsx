import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { defaultCookieDialogMeta, richTextToPlainText, type Site } from '@vev/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { loadDesignerCatalogue } from '../../../i18n';
import { renderSettingsScreen } from '../settings-form/settings-test-harness';
import { CookieConfigurationScreen } from '.';

// The route loads the rich-text editor's words with the settings area's.
await loadDesignerCatalogue();

const path = '/innstillinger/informasjonskapsler/konfigurasjon';
const site = (intro: string) =>
  ({
    _id: 's1',
    cookieDialogEnabled: true,
    cookieDialogMeta: { ...defaultCookieDialogMeta, intro },
  }) as unknown as Site;

/** What tiptap keeps on its element: the editor, to write in it as a user would. */
const introEditor = async () =>
  ((await screen.findByRole('textbox', { name: 'Introduksjon' })) as HTMLElement & { editor: Editor }).editor;

describe('cookie dialog configuration (spec 2 §2 Informasjonskapsler)', () => {
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('the intro is written with formatting and stored as raw draft JSON with its link', async () => {
    const patches = renderSettingsScreen(path, <CookieConfigurationScreen />, site(''));
    (await introEditor())
      .chain()
      .insertContent(
        '<h2>Vi bruker informasjonskapsler</h2><p>Les <a href="/personvern">personvernerklæringen</a>.</p>',
      )
      .run();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const intro = patches[0]?.cookieDialogMeta?.intro ?? '';
    expect(richTextToPlainText(intro)).toBe('Vi bruker informasjonskapsler\nLes personvernerklæringen.');
    expect(JSON.parse(intro)).toMatchObject({
      blocks: [{ type: 'header-two' }, { type: 'unstyled', entityRanges: [{ offset: 4, length: 21, key: 0 }] }],
      entityMap: { 0: { type: 'LINK', data: { url: '/personvern' } } },
    });
  });

  it('an intro without text is stored as none', async () => {
    const patches = renderSettingsScreen(path, <CookieConfigurationScreen />, site('Gammel tekst'));
    (await introEditor()).chain().selectAll().deleteSelection().run();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.cookieDialogMeta?.intro).toBe('');
  });
});
