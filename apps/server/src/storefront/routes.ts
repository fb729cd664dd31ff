/**
 * The public storefront. A request whose Host is not the platform's own (see site.ts) is rewritten
 * under `storefrontPrefix` before routing (`storefrontUrlRewrite`), so it never reaches the
 * dashboard or the API; media delivery (`/media/…`) is served on every host. Every address of a
 * site is answered by the chain of resolvers below (see resolvers/resolver.tsx).
 */
import type { IncomingMessage } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import { formScript, formScriptPath, hostedFontPath, productScript, productScriptPath } from '@vev/sections';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { recordStorefrontPageViews } from '../modules/page-views/storefront';
import { AnswerCache } from '../platform/cache/answer-cache';
import { accountResolver } from './account/account-resolver';
import { bookingResolver } from './booking/booking-resolver';
import { previewBridgeScript } from './bridge';
import { consentScript, consentScriptPath } from './consent/consent-script';
import { previewBridgePath } from './document';
import { countExperimentVisits } from './experiments';
import { defaultFaviconPath, defaultFaviconSvg } from './favicon';
import { sendHostedFont } from './fonts';
import { formFileMaxBytes, formFilesMax } from './forms/form-files';
import { formResolver } from './forms/form-resolver';
import { componentPreviewResolver, templatePreviewResolver } from './resolvers/designer-previews';
import { faviconResolver } from './resolvers/favicon';
import { pagePasswordResolver } from './resolvers/page-password';
import { pagesResolver } from './resolvers/pages';
import { previewRenderPath, previewRenderResolver } from './resolvers/preview-render';
import { productsResolver } from './resolvers/products';
import { redirectsResolver } from './resolvers/redirects';
import { answer, type RenderedPage, type Storefront, sendScript } from './resolvers/resolver';
import { customScriptsResolver } from './resolvers/scripts';
import { siteAccessResolver } from './resolvers/site-access';
import { robotsResolver, sitemapResolver } from './resolvers/sitemap';
import { cartResolver } from './shop/cart-resolver';
import { cartScript, cartScriptPath } from './shop/cart-script';
import { checkoutResolver } from './shop/checkout-resolver';
import { confirmationResolver } from './shop/confirmation-resolver';
import { isPlatformHost } from './site';

export const storefrontPrefix = '/_vev-storefront';

/** Fastify's `rewriteUrl`: requests for a site's host go to the storefront's routes. */
export function storefrontUrlRewrite(config: Config) {
  return (request: IncomingMessage): string => {
    const url = request.url ?? '/';
    if (isPlatformHost(request.headers.host, config.publicUrl) || url.startsWith('/media/')) return url;
    return `${storefrontPrefix}${url.startsWith('/') ? url : `/${url}`}`;
  };
}

export const storefrontRoutes: FastifyPluginAsync<{ db: Database; config: Config }> = async (app, { db, config }) => {
  recordStorefrontPageViews(app, db, config);
  countExperimentVisits(app, db);
  const storefront: Storefront = {
    db,
    config,
    rendered: config.answerCacheBytes > 0 ? new AnswerCache<RenderedPage>(config.answerCacheBytes) : null,
  };
  const redirects = redirectsResolver(storefront);
  const pages = pagesResolver(storefront);
  const cart = cartResolver(storefront);
  const checkout = checkoutResolver(storefront);
  const account = accountResolver(storefront);
  const booking = bookingResolver(storefront);
  // The storefront's own addresses first, then the site's redirects, then its products (only
  // `/produkt/…`, answered from the page cache before any page lookup) and its pages.
  const onGet = [
    robotsResolver(),
    faviconResolver(),
    siteAccessResolver(storefront),
    sitemapResolver(storefront),
    customScriptsResolver(),
    templatePreviewResolver(storefront),
    componentPreviewResolver(storefront),
    redirects,
    cart,
    checkout,
    account,
    booking,
    confirmationResolver(storefront),
    productsResolver(storefront),
    pages,
  ];
  const onPost = [
    cart,
    checkout,
    account,
    booking,
    formResolver(storefront),
    pagePasswordResolver(storefront),
    redirects,
    pages,
  ];

  // The same for every site: no site is looked up.
  const bridge = previewBridgeScript(config.publicUrl.origin);
  app.get(`${storefrontPrefix}${previewBridgePath}`, async (_request, reply) => sendScript(reply, bridge));
  app.get(`${storefrontPrefix}${consentScriptPath}`, async (_request, reply) => sendScript(reply, consentScript));
  app.get(`${storefrontPrefix}${productScriptPath}`, async (_request, reply) => sendScript(reply, productScript));
  app.get(`${storefrontPrefix}${cartScriptPath}`, async (_request, reply) => sendScript(reply, cartScript));
  app.get(`${storefrontPrefix}${formScriptPath}`, async (_request, reply) => sendScript(reply, formScript));
  app.get<{ Params: { file: string } }>(`${storefrontPrefix}${hostedFontPath}/:file`, (request, reply) =>
    sendHostedFont(reply, request.params.file),
  );
  app.get(`${storefrontPrefix}${defaultFaviconPath}`, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .type('image/svg+xml')
      .send(defaultFaviconSvg),
  );

  app.get(`${storefrontPrefix}/*`, (request, reply) => answer(storefront, request, reply, onGet));
  app.post(`${storefrontPrefix}/*`, (request, reply) => answer(storefront, request, reply, onPost));
  // Only a form's own address takes multipart/form-data (its files: see forms/form-files.ts).
  await app.register(async (forms) => {
    await forms.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: formFileMaxBytes, files: formFilesMax, fields: 500, fieldSize: 20_000, parts: 520 },
    });
    forms.post(`${storefrontPrefix}/_vev/skjema/:id`, (request, reply) => answer(storefront, request, reply, onPost));
  });
  // The designer's live preview: what the editor has typed, rendered without being saved.
  const previewRender = [previewRenderResolver(storefront)];
  app.post(`${storefrontPrefix}${previewRenderPath}`, (request, reply) =>
    answer(storefront, request, reply, previewRender),
  );
};
