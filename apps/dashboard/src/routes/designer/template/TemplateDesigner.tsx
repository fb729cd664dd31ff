/** /designer/maler/{template}: a template's header, main and footer sections, with the live preview. */
import type { PermissionLevel, SectionInstanceRecord, Site, Template } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { useDesignerAccess } from '../sections/use-designer-access';

const documentOf = (template: Template): SectionsDocument => ({
  sections: template.components as SectionInstanceRecord[],
  version: template.version,
  modified: template.modified,
});

export function TemplateDesigner({ templateId }: { templateId: string }) {
  const revision = useSearchParams()[0].get('revision');
  const closeTo = `/innstillinger/maler/liste/${templateId}`;
  const template = useTemplate(templateId, revision);
  const { data: site } = useSite();
  const permission = usePermission();
  if (!template.data || !site || !permission) return <DesignerStatus error={template.error} closeTo={closeTo} />;
  return <LoadedTemplateDesigner template={template.data} site={site} permission={permission} closeTo={closeTo} />;
}

function LoadedTemplateDesigner(props: {
  template: Template;
  site: Site;
  permission: PermissionLevel;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const { template } = props;
  const components = usePlaceableComponents();
  // Whole templates place sub-templates; sub-templates do not nest.
  const partials = usePartialTemplates(!template.partial);
  const writes = useTemplateSectionWrites(template._id);
  const rollback = useRollbackTemplate(template._id);
  const access = useDesignerAccess({
    permission: props.permission,
    inherited: template.inherited,
    rollback: (revision) => rollback.mutateAsync(revision),
    labelFor: sectionPathLabel,
  });
  const adopt = (saved: Template) => documentOf(saved);
  return (
    <>
      <SectionsDesigner
        key={`${template._id}-${access.revision ?? ''}`}
        banner={access.banner}
        components={components.data ?? []}
        {...(template.partial ? {} : { partials: partials.data ?? [] })}
        source={{
          key: template._id,
          title: template.name,
          kind: t(template.partial ? 'designer.kinds.partial' : 'designer.kinds.template'),
          document: documentOf(template),
          revisions: { type: 'template', reference: template._id },
          areas: !template.partial,
          partial: template.partial,
          fixed: false,
          template: null,
          preview: { path: `/_vev/maler/${template._id}`, revision: access.revision },
          closeTo: props.closeTo,
          closeGoesBack: true,
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
