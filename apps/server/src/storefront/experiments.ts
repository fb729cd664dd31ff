/**
 * A/B experiments on the storefront. A visitor of a tested page, while its experiment runs, gets a
 * variant by weight from a random id in the cookie `vev_ab` and keeps it; their entry is counted
 * once, and so is their goal, once the response is sent (a page view) or the order is placed (an
 * order line). The cookie is for statistics: with the cookie dialog on, only a visitor who accepted
 * Statistikk gets it; the others, and bots, see Standard and are not counted
 * (docs/decisions/experiments.md).
 */
import { randomBytes } from 'node:crypto';
import {
  assignVariant,
  type CookieDefinition,
  experimentRuns,
  orderLineReachesGoal,
  pageViewReachesGoal,
} from '@vev/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Database } from '../db/client';
import { activeExperiments, countEntry, countGoal, type RunningExperiment } from '../modules/experiments/counting';
import { keptPerSite } from '../platform/cache/kept-per-site';
import { consentCookie } from './consent/consent-script';
import type { StorefrontSite } from './site';

export const experimentCookie = 'vev_ab';
const cookieLifetimeSeconds = 90 * 24 * 60 * 60;

/** What the cookie dialog lists under Statistikk while the site runs an experiment. */
export const experimentCookieDefinition: CookieDefinition = {
  name: experimentCookie,
  purpose: 'Husker hvilken versjon av en side du får se når nettstedet tester to versjoner mot hverandre.',
  consentCategories: ['analytics'],
  expiry: '90 dager',
  vendor: 'Vev',
};

type Site = Pick<StorefrontSite, 'id' | 'renderedVersion' | 'cookieDialogEnabled'>;

const keptExperiments = keptPerSite(activeExperiments);

/**
 * The site's active experiments, kept while its rendered version stands (every experiment write
 * bumps it), so a page of a site without experiments costs no query.
 */
export function runningExperiments(db: Database, site: Site): Promise<RunningExperiment[]> {
  return keptExperiments(db, { id: site.id, version: site.renderedVersion });
}

/** The experiment that tests this page now, if any. */
export function experimentOfPage(experiments: readonly RunningExperiment[], pageId: string, now = new Date()) {
  return experiments.find((experiment) => experiment.reference === pageId && experimentRuns(experiment, now)) ?? null;
}

/** With the dialog on, the visitor's stored choice must include Statistikk; with it off there is no one to ask. */
function acceptsStatistics(site: Site, request: FastifyRequest): boolean {
  if (!site.cookieDialogEnabled) return true;
  const accepted = request.cookies[consentCookie.name]?.split('.')[1]?.split('+') ?? [];
  return accepted.includes('analytics');
}

const visitorIdPattern = /^[A-Za-z0-9_-]{16,40}$/;
const cookieVisitor = (request: FastifyRequest) => {
  const value = request.cookies[experimentCookie];
  return value && visitorIdPattern.test(value) ? value : null;
};

interface Entry {
  siteId: string;
  experimentId: string;
  variantId: string;
  visitorId: string;
}
const entries = new WeakMap<FastifyRequest, Entry>();
const goalChecks = new WeakMap<FastifyRequest, { site: Site; path: string; visitorId: string }>();

/**
 * The variant this visitor sees of the experiment's page, and their entry marked for counting; null
 * for Standard without counting (a bot, no consent to statistics, every weight 0).
 */
export function variantForVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  experiment: RunningExperiment,
): string | null {
  const userAgent = request.headers['user-agent'] ?? '';
  if (!userAgent || isbot(userAgent) || !acceptsStatistics(site, request)) return null;
  let visitorId = cookieVisitor(request);
  if (!visitorId) {
    visitorId = randomBytes(16).toString('base64url');
    reply.setCookie(experimentCookie, visitorId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: cookieLifetimeSeconds,
    });
  }
  const variant = assignVariant(experiment.variants, visitorId, experiment.id);
  if (!variant) return null;
  if (request.method === 'GET') {
    entries.set(request, { siteId: site.id, experimentId: experiment.id, variantId: variant._id, visitorId });
  }
  return variant._id;
}

/** A page shown to a visitor with the cookie may be the goal of an experiment they are in. */
export function markExperimentGoals(request: FastifyRequest, site: Site, path: string): void {
  const visitorId = cookieVisitor(request);
  if (!visitorId || request.method !== 'GET') return;
  const userAgent = request.headers['user-agent'] ?? '';
  if (!userAgent || isbot(userAgent) || !acceptsStatistics(site, request)) return;
  goalChecks.set(request, { site, path, visitorId });
}

/** Counts after the answer is sent, so a page is not slower for it; a failed count is logged, never shown. */
export function countExperimentVisits(app: FastifyInstance, db: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200) return;
    try {
      const entry = entries.get(request);
      if (entry) await countEntry(db, entry);
      const check = goalChecks.get(request);
      if (!check) return;
      const now = new Date();
      for (const experiment of await runningExperiments(db, check.site)) {
        if (!experimentRuns(experiment, now) || !pageViewReachesGoal(experiment.goal, check.path)) continue;
        await countGoal(db, {
          siteId: check.site.id,
          experimentId: experiment.id,
          visitorId: check.visitorId,
          value: 0,
        });
      }
    } catch (error) {
      request.log.error({ err: error }, 'experiment count failed');
    }
  });
}

/**
 * Order-line goals of the buyer's experiments, once their order is placed: the goal's value is the
 * matching lines' total (øre). Counted once per visitor, so the same order posted twice counts once.
 */
export async function countOrderLineGoals(
  db: Database,
  request: FastifyRequest,
  site: Site,
  lines: readonly { productId: string | null; name: string; total: number }[],
): Promise<void> {
  const visitorId = cookieVisitor(request);
  if (!visitorId || !acceptsStatistics(site, request)) return;
  const now = new Date();
  for (const experiment of await runningExperiments(db, site)) {
    if (!experimentRuns(experiment, now)) continue;
    const reached = lines.filter((line) => orderLineReachesGoal(experiment.goal, line));
    if (reached.length === 0) continue;
    const value = reached.reduce((sum, line) => sum + line.total, 0);
    await countGoal(db, { siteId: site.id, experimentId: experiment.id, visitorId, value });
  }
}
