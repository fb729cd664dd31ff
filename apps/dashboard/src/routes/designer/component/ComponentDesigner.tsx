/** /designer/komponenter/{component}: a reusable component's section, with the live preview. */
import { Alert } from '@mantine/core';
import { gateAllows } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RevisionBanner } from '../../../components/resource-editor/RevisionBanner';
import { RevisionDiffModal } from '../../../components/resource-editor/RevisionDiffModal';
import {
  type ReusableComponent,
  useComponent,
  useComponentSectionWrites,
  usePlaceableComponents,
  useRollbackComponent,
} from '../../../hooks/api/components';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { DesignerStatus } from '../layout/DesignerStatus';
import { SectionsDesigner } from '../sections/SectionsDesigner';
import { sectionPathLabel } from '../sections/section-path-label';
import type { SectionsDocument } from '../sections/sections-source';

const documentOf = (component: ReusableComponent): SectionsDocument => ({
  sections: component.components,
  version: component.version,
  modified: component.modified,
});

export function ComponentDesigner({ componentId }: { componentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const revision = search.get('revision');
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const closeTo = `/innhold/komponenter/${componentId}`;

  const component = useComponent(componentId, revision);
  const { data: site } = useSite();
  const permission = usePermission();
  const components = usePlaceableComponents();
  const writes = useComponentSectionWrites(componentId);
  const rollback = useRollbackComponent(componentId);

  if (!component.data || !site || !permission) return <DesignerStatus error={component.error} closeTo={closeTo} />;
  const canEdit = gateAllows('contributor', permission);
  const readOnly = !canEdit || revision !== null || component.data.inherited;
  const readOnlyNote = component.data.inherited
    ? t('designer.readOnly.inherited')
    : !canEdit
      ? t('designer.readOnly.reader')
      : null;
  const adopt = (saved: ReusableComponent) => documentOf(saved);

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
        key={`${componentId}-${revision ?? ''}`}
        banner={banner}
        components={components.data ?? []}
        source={{
          key: componentId,
          title: component.data.name,
          kind: t('designer.kinds.component'),
          document: documentOf(component.data),
          revisions: { type: 'component', reference: componentId },
          areas: false,
          partial: false,
          fixed: true,
          template: null,
          preview: { path: `/_vev/komponenter/${componentId}`, revision },
          closeTo,
          closeGoesBack: false,
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
