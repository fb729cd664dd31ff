/**
 * The designers' previews on the site's host, for a preview with a valid token only (without one
 * they do not exist, like any unknown page): a template with a placeholder for the page, and a
 * reusable component alone. Each shows its draft, or in a preview a `revision` of it.
 */
import type { ComponentDocument } from '../../modules/components/schema';
import type { TemplateDocument } from '../../modules/templates/schema';
import { findRevision } from '../../platform/revisions/revisions';
import { componentPreviewPath, componentSection, loadComponent } from '../components';
import { PageContentPlaceholder } from '../document';
import { templateForPreview } from '../preview-content';
import { contentSites, renderComponentView, renderTemplateView, type ViewContext } from '../view';
import { notFoundPage, pass, type Resolver, type Storefront, segmentAfter, sendHtml } from './resolver';

export const templatePreviewPath = '/_vev/maler';

/** A template alone, as its designer shows it (the live preview renders its unsaved sections the same way). */
export const renderTemplatePreview = (context: ViewContext, template: { id: string; document: TemplateDocument }) =>
  renderTemplateView(context, template, <PageContentPlaceholder />);

/** A reusable component's one section between the page template's header and footer. */
export const renderComponentPreview = (context: ViewContext, path: string, document: ComponentDocument) =>
  renderComponentView(context, { title: document.name, path, section: componentSection(document) });

export function templatePreviewResolver({ db, config }: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const templateId = segmentAfter(found.pathname, templatePreviewPath);
      if (templateId === null) return pass;
      const template = found.context.preview
        ? await templateForPreview(db, contentSites(found.site), templateId, found.query.get('revision'))
        : null;
      if (!template) return notFoundPage(config, request, reply, found);
      const html = await renderTemplatePreview(found.context, template);
      return sendHtml(request, reply, config, found, 'preview', 200, html);
    },
  };
}

export function componentPreviewResolver({ db, config }: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const id = segmentAfter(found.pathname, componentPreviewPath)?.slice(0, 40);
      if (id === undefined) return pass;
      const component = found.context.preview ? await loadComponent(db, contentSites(found.site), id) : null;
      if (!component) return notFoundPage(config, request, reply, found);
      let { document } = component;
      const revisionId = found.query.get('revision');
      if (revisionId) {
        const revision = await findRevision(db, component.siteId, revisionId.slice(0, 40)).catch(() => null);
        if (revision?.type === 'component' && revision.reference === component.id) {
          document = revision.snapshot as ComponentDocument;
        }
      }
      const html = await renderComponentPreview(found.context, found.pathname, document);
      return sendHtml(request, reply, config, found, 'preview', 200, html);
    },
  };
}
