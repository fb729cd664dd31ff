/**
 * With SMTP_URL set, mail leaves through SMTP: a small SMTP server here receives it, the outbox row
 * is marked sent, and the admins' outbox view withholds the body with its link. A Faktura order's
 * receipt carries its invoice, made when the receipt is sent.
 */
import net from 'node:net';
import { kidNumber } from '@vev/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { fakeCardProvider, orderFor, providersWith, publishedProduct } from '../../modules/orders/order-fixtures';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of SMTP (RFC 5321) for nodemailer to deliver one message per session. */
function startSmtpServer(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 Go on\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: `smtp://post%40vev.no:hemmelig@127.0.0.1:${smtp.port}` } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('sending through SMTP', () => {
  it('delivers the invitation, marks it sent, and keeps its body out of the outbox view', async () => {
    const shopId = await server.siteId('demobutikk');
    const admin = await server.signIn('admin@demo.vev.no');
    const created = await server.inject({
      method: 'POST',
      url: `/api/sites/${shopId}/invites?dashboard=1`,
      headers: admin.headers,
      payload: { email: 'smtp@example.no', permissions: 'reader' },
    });
    expect(created.statusCode).toBe(201);

    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [message] = smtp.received;
    expect(message?.from).toContain('<post@vev.no>');
    expect(message?.to).toEqual(['RCPT TO:<smtp@example.no>']);
    expect(message?.data).toContain('Subject: Du er invitert til Demo Butikk');
    expect(message?.data).toContain('/sso/invitasjon/');

    await expect
      .poll(
        async () => (await server.readJson<{ sentAt: string | null }[]>(admin, `/api/sites/${shopId}/mail-outbox`))[0],
        { timeout: 5000, interval: 200 },
      )
      .toMatchObject({ to: 'smtp@example.no', sentAt: expect.any(String), html: null, text: null, attempts: 1 });
  });

  it("sends a Faktura order's receipt with its invoice as a PDF, made when the receipt is sent", async () => {
    const shopId = await server.siteId('demobutikk');
    const editor = await server.signIn('redaktor@demo.vev.no');
    const product = await publishedProduct(server, editor, shopId, {
      name: 'Ringeklokke SMTP',
      price: 19_900,
      stock: 5,
    });
    const { order } = await orderFor(server, shopId, providersWith(fakeCardProvider()), {
      productId: product._id,
      invoiceInformation: {
        name: 'Ola Faktura',
        email: 'faktura@example.no',
        phone: '',
        address: 'Storgata 1',
        postalCode: '0155',
        city: 'Oslo',
        country: 'NO',
      },
    });
    const orderNumber = order.orderNumber as number;

    const receipt = () => smtp.received.find((message) => message.to.includes('RCPT TO:<faktura@example.no>'));
    await expect.poll(receipt, { timeout: 15_000, interval: 200 }).toBeDefined();
    const data = receipt()?.data ?? '';
    expect(data).toContain(`Subject: Ordrebekreftelse ${orderNumber}`);
    const part = data.split(/\n--/).find((entry) => entry.includes(`filename=faktura-${orderNumber}.pdf`));
    expect(part).toContain('Content-Type: application/pdf');
    const pdf = Buffer.from((part ?? '').split('\n\n').slice(1).join(''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf).split('\n')).toContain(kidNumber(orderNumber));
  });
});
