/**
 * The designer frame of a draftable resource whose sections are its whole content (a template,
 * a reusable component): loading, access and the revision being viewed, and the section
 * designer wired to the resource's hooks. A screen says only what kind of item it designs.
 */
import type { PermissionLevel, Site } from '@vev/shared';
import { useSearchParams } from 'react-router';
import { usePlaceableComponents } from '../../../hooks/api/components';
import type { DraftableHooks } from '../../../hooks/api/draftable';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { usePartialTemplates } from '../../../hooks/api/templates';
import { DesignerStatus } from '../layout/DesignerStatus';
import { SectionsDesigner } from './SectionsDesigner';
import { sectionPathLabel } from './section-path-label';
import type { SectionsSource } from './sections-source';
import { type DesignedEntity, useDraftableSections } from './use-draftable-sections';

/** What differs between the kinds of item: the rest of the source follows from the record. */
export type DesignedKind = Pick<SectionsSource, 'kind' | 'areas' | 'partial' | 'fixed' | 'closeGoesBack'> & {
  previewPath: string;
  /** A whole template places sub-templates; nothing else does. */
  placesPartials: boolean;
};

interface DraftableDesignerProps<Entity extends DesignedEntity & { name: string }, Create, Update> {
  id: string;
  hooks: DraftableHooks<Entity, Create, Update & { version: number }>;
  closeTo: string;
  kindOf: (entity: Entity) => DesignedKind;
}

export function DraftableDesigner<Entity extends DesignedEntity & { name: string }, Create, Update>(
  props: DraftableDesignerProps<Entity, Create, Update>,
) {
  const revision = useSearchParams()[0].get('revision');
  const entity = props.hooks.useOne(props.id, revision);
  const { data: site } = useSite();
  const permission = usePermission();
  if (!entity.data || !site || !permission) return <DesignerStatus error={entity.error} closeTo={props.closeTo} />;
  return <LoadedDesigner {...props} entity={entity.data} site={site} permission={permission} />;
}

function LoadedDesigner<Entity extends DesignedEntity & { name: string }, Create, Update>(
  props: DraftableDesignerProps<Entity, Create, Update> & { entity: Entity; site: Site; permission: PermissionLevel },
) {
  const { entity, hooks } = props;
  const kind = props.kindOf(entity);
  const components = usePlaceableComponents();
  const partials = usePartialTemplates(kind.placesPartials);
  const { access, source } = useDraftableSections({
    entity,
    hooks,
    writes: hooks.useSectionWrites(entity._id),
    access: { permission: props.permission, labelFor: sectionPathLabel },
  });
  return (
    <>
      <SectionsDesigner
        key={`${entity._id}-${access.revision ?? ''}`}
        banner={access.banner}
        components={components.data ?? []}
        {...(kind.placesPartials ? { partials: partials.data ?? [] } : {})}
        source={{
          ...source,
          title: entity.name,
          kind: kind.kind,
          areas: kind.areas,
          partial: kind.partial,
          fixed: kind.fixed,
          template: null,
          preview: { path: kind.previewPath, revision: access.revision },
          closeTo: props.closeTo,
          closeGoesBack: kind.closeGoesBack,
          hasEcommerce: props.site.hasEcommerce,
        }}
      />
      {access.diffModal}
    </>
  );
}
