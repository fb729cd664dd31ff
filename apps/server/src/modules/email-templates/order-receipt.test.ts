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
    expect(email.html).toContain('&#60;script&#62;');
    expect(email.html).toContain('Demo &#60;Butikk&#62;');
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
