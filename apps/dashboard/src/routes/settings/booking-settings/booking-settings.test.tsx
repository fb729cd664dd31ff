import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultBookingSettings, type Site } from '@vev/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/session-store';
import { loadWords, settingsWords, workspaceWords } from '../../../i18n';
import { renderSettingsScreen } from '../settings-form/settings-test-harness';
import { BookingSettingsScreen } from '.';

const path = '/innstillinger/booking';
const site = { _id: 's1', bookingEnabled: true, booking: defaultBookingSettings } as unknown as Site;

describe('booking settings (issue 20 point 4)', () => {
  beforeAll(() => loadWords([workspaceWords, settingsWords]));
  beforeEach(() => {
    sessionStore.signIn({ id: 'u1', name: 'Ada', profileImage: null });
    sessionStore.chooseSite('s1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('the reminder asks for its hours once switched on; a bad copy address is refused before saving', async () => {
    const patches = renderSettingsScreen(path, <BookingSettingsScreen />, site);
    expect(await screen.findByRole('textbox', { name: /Frist for endring og avbestilling/ })).toHaveProperty(
      'value',
      '24 timer',
    );
    expect(screen.queryByRole('textbox', { name: /Påminnelse før start/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Påminnelse på e-post/ }));
    expect(await screen.findByRole('textbox', { name: /Påminnelse før start/ })).toBeTruthy();

    const copy = screen.getByRole('textbox', { name: /Kopi av bookinger til/ });
    fireEvent.change(copy, { target: { value: 'ikke en adresse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Ugyldig e-postadresse.')).toBeTruthy();
    expect(patches).toHaveLength(0);

    fireEvent.change(copy, { target: { value: 'booking@demobutikk.no' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Tekst i bekreftelsen/ }), {
      target: { value: 'Møt opp ti minutter før.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.booking).toEqual({
      ...defaultBookingSettings,
      reminderEnabled: true,
      copyEmail: 'booking@demobutikk.no',
      confirmationText: 'Møt opp ti minutter før.',
    });
  });
});
