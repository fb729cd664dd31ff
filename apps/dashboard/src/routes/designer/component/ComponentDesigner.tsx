/** /designer/komponenter/{component}: a reusable component's section, with the live preview. */
import type { PermissionLevel, Site } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { useDesignerAccess } from '../sections/use-designer-access';

const documentOf = (component: ReusableComponent): SectionsDocument => ({
  sections: component.components,
  version: component.version,
  modified: component.modified,
});

export function ComponentDesigner({ componentId }: { componentId: string }) {
  const revision = useSearchParams()[0].get('revision');
  const closeTo = `/innhold/komponenter/${componentId}`;
  const component = useComponent(componentId, revision);
  const { data: site } = useSite();
  const permission = usePermission();
  if (!component.data || !site || !permission) return <DesignerStatus error={component.error} closeTo={closeTo} />;
  return <LoadedComponentDesigner component={component.data} site={site} permission={permission} closeTo={closeTo} />;
}

function LoadedComponentDesigner(props: {
  component: ReusableComponent;
  site: Site;
  permission: PermissionLevel;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const { component } = props;
  const components = usePlaceableComponents();
  const writes = useComponentSectionWrites(component._id);
  const rollback = useRollbackComponent(component._id);
  const access = useDesignerAccess({
    permission: props.permission,
    inherited: component.inherited,
    rollback: (revision) => rollback.mutateAsync(revision),
    labelFor: sectionPathLabel,
  });
  const adopt = (saved: ReusableComponent) => documentOf(saved);
  return (
    <>
      <SectionsDesigner
        key={`${component._id}-${access.revision ?? ''}`}
        banner={access.banner}
        components={components.data ?? []}
        source={{
          key: component._id,
          title: component.name,
          kind: t('designer.kinds.component'),
          document: documentOf(component),
          revisions: { type: 'component', reference: component._id },
          areas: false,
          partial: false,
          fixed: true,
          template: null,
          preview: { path: `/_vev/komponenter/${component._id}`, revision: access.revision },
          closeTo: props.closeTo,
          closeGoesBack: false,
          readOnly: access.readOnly,
          canPublish: access.canEdit,
          hasEcommerce: props.site.hasEcommerce,
          saveSections: async (sections, version) => adopt(await writes.saveSections(sections, version)),
          publish: async (version) => adopt(await writes.publish(version)),
          discard: async (version) => adopt(await writes.discard(version)),
          reload: async () => adopt(await writes.reload()),
        }}
      />
      {access.diffModal}
    </>
  );
}
