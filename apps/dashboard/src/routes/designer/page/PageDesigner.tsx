/** /designer/{sider|kategorier|produktsider}/{page}: a page's sections inside its template, with the live preview. */
import { Alert } from '@mantine/core';
import type { Page, PermissionLevel, SectionInstanceRecord, Site } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePlaceableComponents } from '../../../hooks/api/components';
import { type PageVariant, pageHooks, usePageSectionWrites } from '../../../hooks/api/pages';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { templateHooks } from '../../../hooks/api/templates';
import { fieldLabel } from '../../content/page-editor/page-fields';
import { editorPath, type PageKindSegment, pageKinds } from '../../content/page-kinds';
import { DesignerStatus } from '../layout/DesignerStatus';
import { SectionsDesigner } from '../sections/SectionsDesigner';
import { useDraftableSections } from '../sections/use-draftable-sections';

function variantFrom(search: URLSearchParams): PageVariant | null {
  const experiment = search.get('experiment');
  const experimentVariant = search.get('experimentVariant');
  return experiment && experimentVariant && experimentVariant !== '_baseline'
    ? { experiment, experimentVariant }
    : null;
}

export function PageDesigner({ segment, pageId }: { segment: PageKindSegment; pageId: string }) {
  const [search] = useSearchParams();
  const revision = search.get('revision');
  const variant = variantFrom(search);
  const closeTo = editorPath(segment, pageId);
  const page = pageHooks.useOne(pageId, revision, variant);
  const { data: site } = useSite();
  const permission = usePermission();
  if (!page.data || !site || !permission) return <DesignerStatus error={page.error} closeTo={closeTo} />;
  return (
    <LoadedPageDesigner
      page={page.data}
      segment={segment}
      variant={variant}
      site={site}
      permission={permission}
      closeTo={closeTo}
    />
  );
}

function LoadedPageDesigner(props: {
  page: Page;
  segment: PageKindSegment;
  variant: PageVariant | null;
  site: Site;
  permission: PermissionLevel;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const { page, variant, site } = props;
  const templateId = page.template?.ref ?? site.templateDistribution[pageKinds[props.segment].templateType]?.ref;
  const template = templateHooks.useOne(templateId);
  const components = usePlaceableComponents();
  const { access, source } = useDraftableSections({
    entity: page,
    hooks: pageHooks,
    writes: usePageSectionWrites(page._id, variant),
    access: {
      permission: props.permission,
      labelFor: fieldLabel,
      note: variant ? (
        <Alert color="indigo" variant="light">
          {t('designer.variant', { variant: variant.experimentVariant })}
        </Alert>
      ) : null,
    },
  });
  return (
    <>
      <SectionsDesigner
        key={`${page._id}-${access.revision ?? ''}-${variant ? JSON.stringify(variant) : ''}`}
        banner={access.banner}
        components={components.data ?? []}
        source={{
          ...source,
          title: page.title,
          kind: t(`designer.kinds.${props.segment}`),
          areas: false,
          partial: false,
          fixed: false,
          template:
            template.data && templateId
              ? {
                  id: templateId,
                  name: template.data.name,
                  sections: template.data.components as SectionInstanceRecord[],
                }
              : null,
          preview: { path: page.path, revision: access.revision, ...(variant ?? {}) },
          closeTo: props.closeTo,
          closeGoesBack: false,
          canPublish: source.canPublish && !variant,
          hasEcommerce: site.hasEcommerce,
        }}
      />
      {access.diffModal}
    </>
  );
}
