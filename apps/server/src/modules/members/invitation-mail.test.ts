import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail';

const input = {
  to: 'kari@example.no',
  siteId: 's1',
  siteName: 'Kari & Co <script>alert(1)</script>',
  inviterName: 'Ola "Sjefen" Nordmann',
  permission: 'admin' as const,
  providerName: 'Vev',
  link: 'https://vev.no/sso/invitasjon/abc?dashboard=true',
};

describe('invitation mail', () => {
  it('names the site, the inviter and the level, in Norwegian, with the link in both bodies', () => {
    const mail = invitationMail(input);
    expect(mail.subject).toBe('Du er invitert til Kari & Co <script>alert(1)</script>');
    expect(mail.text).toContain('Ola "Sjefen" Nordmann har invitert deg til å jobbe med Kari & Co');
    expect(mail.text).toContain('med tilgang som administrator.');
    expect(mail.text).toContain('Lenken virker i 7 dager og kan brukes én gang.');
    expect(mail.text).toContain(input.link);
    expect(mail.html).toContain('href="https://vev.no/sso/invitasjon/abc?dashboard=true"');
  });

  it('escapes names in the HTML body', () => {
    const { html } = invitationMail(input);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Kari &amp; Co &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Ola &quot;Sjefen&quot; Nordmann');
  });

  it('without a known inviter, says only that the person is invited', () => {
    expect(invitationMail({ ...input, inviterName: null }).text).toMatch(/^Du er invitert til å jobbe med/);
  });
});
