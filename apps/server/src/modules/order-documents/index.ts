/** An order's documents: the invoice (with KID) and the packing slip, as PDFs. */
import type { ServerModule } from '../context';
import { orderDocumentRoutes } from './routes';

export const orderDocumentsModule: ServerModule = {
  name: 'order-documents',
  routes: [{ mount: 'site', plugin: orderDocumentRoutes }],
};
