/** /designer/maler/{template}: a template's header, main and footer sections, with the live preview. */
import { Alert } from '@mantine/core';
import { gateAllows, type SectionInstanceRecord, type Template } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';
import { usePlaceableComponents } from '../../../hooks/api/components';
import { usePermission, useSite } from '../../../hooks/api/sites';
import {
  usePartialTemplates,
  useRollbackTemplate,
  useTemplate,
  useTemplateSectionWrites,
} from '../../../hooks/api/templates';
import { DesignerStatus } from '../layout/DesignerStatus';
import { SectionsDesigner } from '../sections/SectionsDesigner';
import { sectionPathLabel } from '../sections/section-path-label';
import type { SectionsDocument } from '../sections/sections-source';

const documentOf = (template: Template): SectionsDocument => ({
  sections: template.components as SectionInstanceRecord[],
  version: template.version,
  modified: template.modified,
});

export function TemplateDesigner({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const revision = search.get('revision');
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const closeTo = `/innstillinger/maler/liste/${templateId}`;

  const template = useTemplate(templateId, revision);
  const { data: site } = useSite();
  const permission = usePermission();
  const components = usePlaceableComponents();
  // Whole templates place sub-templates; sub-templates do not nest.
  const partials = usePartialTemplates(template.data?.partial === false);
  const writes = useTemplateSectionWrites(templateId);
  const rollback = useRollbackTemplate(templateId);

  if (!template.data || !site || !permission) return <DesignerStatus error={template.error} closeTo={closeTo} />;
  const canEdit = gateAllows('contributor', permission);
  const readOnly = !canEdit || revision !== null || template.data.inherited;
  const readOnlyNote = template.data.inherited
    ? t('designer.readOnly.inherited')
    : !canEdit
      ? t('designer.readOnly.reader')
      : null;
  const adopt = (saved: Template) => documentOf(saved);

  const banner = revision ? (
    <RevisionBanner
      revisionId={revision}
      currentPath={pathname}
      onShowDiff={() => setDiffOf(revision)}
      onRevert={() =>
        void rollback.mutateAsync(revision).then(() => navigate({ pathname, search: '' }, { replace: true }))
      }
    />
  ) : readOnlyNote ? (
    <Alert color="gray" variant="light">
      {readOnlyNote}
    </Alert>
  ) : null;

  return (
    <>
      <SectionsDesigner
        key={`${templateId}-${revision ?? ''}`}
        banner={banner}
        components={components.data ?? []}
        {...(template.data.partial ? {} : { partials: partials.data ?? [] })}
        source={{
          key: templateId,
          title: template.data.name,
          kind: t(template.data.partial ? 'designer.kinds.partial' : 'designer.kinds.template'),
          document: documentOf(template.data),
          revisions: { type: 'template', reference: templateId },
          areas: !template.data.partial,
          partial: template.data.partial,
          fixed: false,
          template: null,
          preview: { path: `/_vev/maler/${templateId}`, revision },
          closeTo,
          closeGoesBack: true,
          readOnly,
          readOnlyNote,
          canPublish: canEdit,
          hasEcommerce: site.hasEcommerce,
          saveSections: async (sections, version) => adopt(await writes.saveSections(sections, version)),
          publish: async (version) => adopt(await writes.publish(version)),
          discard: async (version) => adopt(await writes.discard(version)),
          reload: async () => adopt(await writes.reload()),
        }}
      />
      <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={sectionPathLabel} />
    </>
  );
}
