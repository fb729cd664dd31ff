import { defaultOrderReceiptText, findEmailTemplate, plainTextToRichText } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { renderOrderReceipt, sampleOrder } from './order-receipt';

const site = {
  displayName: 'Demo <Butikk>',
  logo: null,
  emailTexts: { orderReceipt: JSON.stringify(plainTextToRichText(defaultOrderReceiptText)) },
  emailTemplateProps: {},
};

describe('order receipt e-mail', () => {
  it('greets the customer by name, lists the lines and the total, as HTML and text', () => {
    const email = renderOrderReceipt({ site, template: null, order: sampleOrder });
    const text = email.text.replaceAll('\u00a0', ' ');
    expect(email.subject).toBe('Ordrebekreftelse 10042 fra Demo <Butikk>');
    expect(text).toContain('Hei Kari Nordmann!');
    expect(text).toContain('2 × Sykkellås: 598,00 kr');
    expect(text).toContain('Totalt: 9 687,00 kr');
    expect(email.html).toContain('Hei Kari Nordmann!');
  });

  it('escapes what comes from the site and the order', () => {
    const order = { ...sampleOrder, customerName: '<script>alert(1)</script>' };
    const email = renderOrderReceipt({ site, template: null, order });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hei &lt;script&gt;alert(1)&lt;/script&gt;!');
    expect(email.html).toContain('Demo &#60;Butikk&#62;');
  });

  it("keeps the text's formatting: headings, bold, lists and links, with the name filled in", () => {
    const orderReceipt = JSON.stringify({
      blocks: [
        { key: 'a', text: 'Takk, {navn}!', type: 'header-two', inlineStyleRanges: [], entityRanges: [] },
        {
          key: 'b',
          text: 'Les vilkårene før du bruker sykkelen.',
          type: 'unstyled',
          inlineStyleRanges: [{ style: 'BOLD', offset: 4, length: 9 }],
          entityRanges: [{ key: 0, offset: 4, length: 9 }],
        },
        { key: 'c', text: 'Sjekk dekkene', type: 'ordered-list-item', inlineStyleRanges: [], entityRanges: [] },
        { key: 'd', text: 'Sjekk bremsene', type: 'ordered-list-item', inlineStyleRanges: [], entityRanges: [] },
      ],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://demobutikk.no/vilkar' } } },
    });
    const email = renderOrderReceipt({
      site: { ...site, emailTexts: { orderReceipt } },
      template: null,
      order: sampleOrder,
    });
    expect(email.html).toContain('<h2>Takk, Kari Nordmann!</h2>');
    expect(email.html).toContain('<a href="https://demobutikk.no/vilkar"><strong>vilkårene</strong></a>');
    expect(email.html).toContain('<ol><li>Sjekk dekkene</li><li>Sjekk bremsene</li></ol>');
    expect(email.text).toContain(
      'Takk, Kari Nordmann!\nLes vilkårene før du bruker sykkelen.\n1. Sjekk dekkene\n2. Sjekk bremsene',
    );
  });

  it('the chosen template and its props set the look', () => {
    const moderne = findEmailTemplate('moderne');
    const email = renderOrderReceipt({
      site: { ...site, emailTemplateProps: { accentColor: '#2b8a3e', footerText: 'Åpent 10–17' } },
      template: moderne,
      order: sampleOrder,
    });
    expect(email.html).toContain('background:#2b8a3e');
    expect(email.text.endsWith('Åpent 10–17')).toBe(true);
  });
});
