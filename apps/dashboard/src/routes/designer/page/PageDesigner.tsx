/** /designer/{sider|kategorier|produktsider}/{page}: a page's sections inside its template, with the live preview. */
import { Alert } from '@mantine/core';
import { gateAllows, type Page, type SectionInstanceRecord } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';
import { usePlaceableComponents } from '../../../hooks/api/components';
import { type PageVariant, usePage, usePageSectionWrites, useRollbackPage } from '../../../hooks/api/pages';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { useTemplate } from '../../../hooks/api/templates';
import { fieldLabel } from '../../content/page-editor/page-fields';
import { editorPath, type PageKindSegment, pageKinds } from '../../content/page-kinds';
import { DesignerStatus } from '../layout/DesignerStatus';
import { SectionsDesigner } from '../sections/SectionsDesigner';
import type { SectionsDocument } from '../sections/sections-source';

const documentOf = (page: Page): SectionsDocument => ({
  sections: page.components as SectionInstanceRecord[],
  version: page.version,
  modified: page.modified,
});

function variantFrom(search: URLSearchParams): PageVariant | null {
  const experiment = search.get('experiment');
  const experimentVariant = search.get('experimentVariant');
  return experiment && experimentVariant && experimentVariant !== '_baseline'
    ? { experiment, experimentVariant }
    : null;
}

export function PageDesigner({ segment, pageId }: { segment: PageKindSegment; pageId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const revision = search.get('revision');
  const variant = variantFrom(search);
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const closeTo = editorPath(segment, pageId);

  const page = usePage(pageId, revision, variant);
  const { data: site } = useSite();
  const permission = usePermission();
  const kind = pageKinds[segment];
  const templateId = page.data ? (page.data.template?.ref ?? site?.templateDistribution[kind.templateType]?.ref) : null;
  const template = useTemplate(templateId);
  const components = usePlaceableComponents();
  const writes = usePageSectionWrites(pageId, variant);
  const rollback = useRollbackPage(pageId);

  if (!page.data || !site || !permission) return <DesignerStatus error={page.error} closeTo={closeTo} />;
  const canEdit = gateAllows('contributor', permission);
  const readOnly = !canEdit || revision !== null || page.data.inherited;
  const readOnlyNote = page.data.inherited
    ? t('designer.readOnly.inherited')
    : !canEdit
      ? t('designer.readOnly.reader')
      : null;
  const adopt = (saved: Page) => documentOf(saved);

  const banner = revision ? (
    <RevisionBanner
      revisionId={revision}
      currentPath={pathname}
      onShowDiff={() => setDiffOf(revision)}
      onRevert={() =>
        void rollback.mutateAsync(revision).then(() => navigate({ pathname, search: '' }, { replace: true }))
      }
    />
  ) : variant ? (
    <Alert color="indigo" variant="light">
      {t('designer.variant', { variant: variant.experimentVariant })}
    </Alert>
  ) : readOnlyNote ? (
    <Alert color="gray" variant="light">
      {readOnlyNote}
    </Alert>
  ) : null;

  return (
    <>
      <SectionsDesigner
        key={`${pageId}-${revision ?? ''}-${variant ? JSON.stringify(variant) : ''}`}
        banner={banner}
        components={components.data ?? []}
        source={{
          key: pageId,
          title: page.data.title,
          kind: t(`designer.kinds.${segment}`),
          document: documentOf(page.data),
          revisions: { type: 'page', reference: pageId },
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
          preview: { path: page.data.path, revision, ...(variant ?? {}) },
          closeTo,
          closeGoesBack: false,
          readOnly,
          readOnlyNote,
          canPublish: canEdit && !variant,
          hasEcommerce: site.hasEcommerce,
          saveSections: async (sections, version) => adopt(await writes.saveSections(sections, version)),
          saveProps: async (name, props, version) => adopt(await writes.saveProps(name, props, version)),
          publish: async (version) => adopt(await writes.publish(version)),
          discard: async (version) => adopt(await writes.discard(version)),
          reload: async () => adopt(await writes.reload()),
        }}
      />
      <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={fieldLabel} />
    </>
  );
}
