/**
 * How the storefront counts a page view: `sendHtml` marks a page a visitor is shown (not a preview),
 * and once the answer is sent it is recorded, unless a bot (`isbot`) or the platform's staff asked
 * for it. Recording after the answer adds nothing to the page's time.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sessionCookie } from '../../platform/sessions/sessions';
import { confirmationPathPrefix } from '../../storefront/shop/checkout-resolver';
import { markedPageView } from './mark';
import { PageViewRecorder } from './recorder';

/** The page as the reports name it: an order confirmation's secret token is left out. */
const reportedPath = (path: string) =>
  path.startsWith(`${confirmationPathPrefix}/`) ? confirmationPathPrefix : path.slice(0, 500);

/**
 * Staff: the dashboard's session cookie where the storefront shares its host, or a visit that came
 * from a dashboard link (its Referer is the dashboard). Previews are left out where they are sent.
 */
function isStaff(request: FastifyRequest, config: Config): boolean {
  if (request.cookies?.[sessionCookie]) return true;
  return request.headers.referer?.startsWith(`${config.publicUrl.origin}/`) === true;
}

const recorders = new WeakMap<Database, PageViewRecorder>();

/** The recorder of the storefront on this database, for a test or the bench that must see views written now. */
export const pageViewRecorderOf = (db: Database) => recorders.get(db);

export function recordStorefrontPageViews(app: FastifyInstance, db: Database, config: Config): void {
  const recorder = new PageViewRecorder(db, app.log);
  recorders.set(db, recorder);
  app.addHook('onResponse', async (request) => {
    const view = markedPageView(request);
    if (!view) return;
    const userAgent = request.headers['user-agent'] ?? '';
    if (userAgent === '' || isbot(userAgent) || isStaff(request, config)) return;
    recorder.record({
      siteId: view.siteId,
      path: reportedPath(view.path),
      at: new Date(),
      address: request.ip,
      userAgent,
    });
  });
  app.addHook('onClose', () => recorder.close());
}
