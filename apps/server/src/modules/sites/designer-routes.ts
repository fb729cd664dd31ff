/**
 * Publish, discard and rollback of the theme settings and the global content (spec 2 §7
 * 'POST theme/publish, theme/discard, global-props/publish, global-props/discard'), for admins.
 * Their drafts are set with `PATCH site` (`theme.configDraft`, `globalPropsDraft`).
 */
import { siteSchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../../platform/access';
import { designerActivity } from './activity';
import { globalPropsDocument, themeDocument } from './designer-documents';
import { discardDesignerDraft, publishDesignerDraft, rollbackDesignerDocument } from './designer-publish';

const tags = ['Nettsted'];
const siteParams = z.object({ siteId: z.string().max(40) }).strict();
const rollbackParams = siteParams.extend({ revision: z.string().max(40) }).strict();
// Nothing to send; a client that sends an empty object (or nothing) is fine.
const noBody = z.object({}).strict().nullish();
/** What the summaries call each document. */
const documentNames = { '/theme': 'temainnstillingene', '/global-props': 'det globale innholdet' } as const;

export const siteDesignerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const admin = access.site('admin');
  const routes = [
    ['/theme', themeDocument, designerActivity.theme],
    ['/global-props', globalPropsDocument, designerActivity.globalContent],
  ] as const;
  for (const [path, document, activity] of routes) {
    const action = (done: keyof typeof activity) => ({
      config: { access: admin, activity: activity[done] },
      schema: {
        summary: `${done === 'publish' ? 'Publiser' : 'Forkast'} utkastet til ${documentNames[path]}`,
        tags,
        params: siteParams,
        body: noBody,
        response: { 200: siteSchema },
      },
    });
    app.post(`${path}/publish`, action('publish'), async (request) =>
      publishDesignerDraft(db, { siteId: currentSite(request).siteId, user: currentUser(request), document }),
    );
    app.post(`${path}/discard`, action('discard'), async (request) =>
      discardDesignerDraft(db, { siteId: currentSite(request).siteId, user: currentUser(request), document }),
    );
    app.post(
      `${path}/rollback/:revision`,
      {
        config: { access: admin, activity: activity.rollback },
        schema: {
          summary: `Gjenopprett ${documentNames[path]} fra en tidligere versjon`,
          tags,
          params: rollbackParams,
          response: { 200: siteSchema },
        },
      },
      async (request) =>
        rollbackDesignerDocument(db, {
          siteId: currentSite(request).siteId,
          user: currentUser(request),
          document,
          revisionId: request.params.revision,
        }),
    );
  }
};
