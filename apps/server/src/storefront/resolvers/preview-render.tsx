/**
 * The designer's live preview: `POST /_vev/forhandsvisning?preview=true&token=…`
 * on the site's own host, posted by the preview bridge inside the frame with what the editor has
 * typed but not saved. It answers the previewed address (`path`: a page, `/_vev/maler/{id}` or
 * `/_vev/komponenter/{id}`) rendered as its preview would be with that draft applied: one section's
 * props, or the theme settings or global content. The draft is checked like a save checks it, and
 * nothing is written: the bridge swaps the new HTML into the page it shows.
 */
import { defaultThemeName, globalContentSchema, themeConfigSchema } from '@vev/sections';
import { describeFieldErrors, fieldErrors, siteDesignerRevisionTypes } from '@vev/shared';
import { z } from 'zod';
import { withSectionProps } from '../../modules/pages/section-props';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { componentPreviewPath, loadComponent } from '../components';
import { PageIntro } from '../document';
import { templateForPreview, withVariantSections } from '../preview-content';
import { siteShowingRevision } from '../site';
import { contentSites, renderPageView, type ViewContext } from '../view';
import { renderComponentPreview, renderTemplatePreview, templatePreviewPath } from './designer-previews';
import { pageAt } from './pages';
import { type Resolver, type Storefront, segmentAfter, sendHtml, type Visit } from './resolver';

export const previewRenderPath = '/_vev/forhandsvisning';

export const previewRenderMessages = {
  noPreview: 'Forhåndsvisningen er utløpt. Last den inn på nytt.',
  notFrame: 'Bare forhåndsvisningen selv kan be om dette.',
  notFound: 'Fant ikke det som forhåndsvises.',
};

const documentSchema = z.record(z.string(), z.unknown());

export const previewDraftSchema = z.discriminatedUnion('kind', [
  /** One section's props, as its form holds them. */
  z.object({ kind: z.literal('section'), name: z.string().min(1).max(100), props: documentSchema }),
  z.object({ kind: z.literal('theme'), document: documentSchema }),
  z.object({ kind: z.literal('global'), document: documentSchema }),
]);

export type PreviewDraft = z.infer<typeof previewDraftSchema>;

const requestSchema = z.object({ path: z.string().startsWith('/').max(2000), draft: previewDraftSchema });

type Sections = Record<string, unknown>[];

/** What is previewed at an address: its own sections, and how it renders with others in their place. */
interface Previewed {
  sections: Sections;
  render: (context: ViewContext, sections: Sections) => Promise<string>;
}

async function previewedAt({ db }: Storefront, found: Visit, path: string): Promise<Previewed | null> {
  const sites = contentSites(found.site);
  const templateId = segmentAfter(path, templatePreviewPath);
  if (templateId !== null) {
    const template = await templateForPreview(db, sites, templateId, null);
    if (!template) return null;
    return {
      sections: template.document.components,
      render: (context, components) =>
        renderTemplatePreview(context, { id: template.id, document: { ...template.document, components } }),
    };
  }
  const componentId = segmentAfter(path, componentPreviewPath);
  if (componentId !== null) {
    const component = await loadComponent(db, sites, componentId.slice(0, 40));
    if (!component) return null;
    return {
      sections: component.document.components,
      render: (context, components) => renderComponentPreview(context, path, { ...component.document, components }),
    };
  }
  const located = await pageAt(db, found.site, path, 'draft');
  if (!located) return null;
  // Inside an experiment the designer edits the variant's sections (`experiment`, `experimentVariant`).
  const page = await withVariantSections(db, found.site.id, located.page, found.query);
  return {
    sections: page.document.components,
    render: (context, components) =>
      renderPageView(
        context,
        { ...page, document: { ...page.document, components } },
        {
          isFrontPage: located.isFrontPage,
          fallback: <PageIntro title={page.document.title} preamble={page.document.preamble} />,
        },
      ),
  };
}

/** The site with the theme settings or global content of the draft, checked as their save checks them. */
function siteWithDraft(found: Visit, draft: Extract<PreviewDraft, { kind: 'theme' | 'global' }>) {
  const parsed =
    draft.kind === 'theme'
      ? themeConfigSchema.safeParse({ name: found.site.settings.theme?.name ?? defaultThemeName, ...draft.document })
      : globalContentSchema.safeParse(draft.document);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw badRequest(describeFieldErrors(fields), fields);
  }
  const type = draft.kind === 'theme' ? siteDesignerRevisionTypes.theme : siteDesignerRevisionTypes.globalProps;
  return siteShowingRevision(found.site, { type, snapshot: parsed.data }) ?? found.site;
}

export function previewRenderResolver(storefront: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      // Only a preview with a valid token for this site, and only from the frame's own page: the
      // bridge posts JSON to its own origin (a form on another site can do neither).
      if (!found.context.preview) throw forbidden(previewRenderMessages.noPreview);
      const json = request.headers['content-type']?.startsWith('application/json') ?? false;
      if (request.headers.origin !== found.context.origin || !json) throw forbidden(previewRenderMessages.notFrame);
      const body = requestSchema.safeParse(request.body);
      if (!body.success) throw badRequest();
      const { path, draft } = body.data;
      const previewed = await previewedAt(storefront, found, path);
      if (!previewed) throw notFound(previewRenderMessages.notFound);
      let context = found.context;
      let sections = previewed.sections;
      if (draft.kind === 'section') {
        // Checked against the section's definition like a save (throws 400 with the fields, or 404).
        sections = withSectionProps(previewed.sections, draft.name, draft.props);
      } else {
        context = { ...context, site: siteWithDraft(found, draft) };
      }
      const html = await previewed.render(context, sections);
      // The policy follows the theme shown (a draft's fonts); the frame's own page keeps the policy it loaded with.
      return sendHtml(request, reply, storefront.config, { ...found, context }, 'preview', 200, html);
    },
  };
}
