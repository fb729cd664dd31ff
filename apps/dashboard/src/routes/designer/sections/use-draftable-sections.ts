/**
 * What every designer of a draftable resource gives the section designer: the record's sections,
 * access and the revision being viewed, and its writes mapped to the designer's document.
 */
import type { SectionInstanceRecord } from '@vev/shared';
import type { ReactNode } from 'react';
import type { DraftableEntity, DraftableHooks } from '../../../hooks/api/draftable';
import type { SectionsDocument, SectionsSource } from './sections-source';
import { type DesignerAccessInput, useDesignerAccess } from './use-designer-access';

export interface DesignedEntity extends DraftableEntity {
  components: Record<string, unknown>[];
  modified: boolean;
  inherited: boolean;
}

interface SectionWrites<Entity> {
  saveSections: (sections: SectionInstanceRecord[], version: number) => Promise<Entity>;
  saveProps?: (name: string, props: Record<string, unknown>, version: number) => Promise<Entity>;
  publish: (version: number) => Promise<Entity>;
  discard: (version: number) => Promise<Entity>;
  reload: () => Promise<Entity>;
}

export const sectionsDocumentOf = (entity: DesignedEntity): SectionsDocument => ({
  sections: entity.components as SectionInstanceRecord[],
  version: entity.version,
  modified: entity.modified,
});

export function useDraftableSections<Entity extends DesignedEntity, Create, Update>(input: {
  entity: Entity;
  hooks: DraftableHooks<Entity, Create, Update & { version: number }>;
  writes: SectionWrites<Entity>;
  access: Pick<DesignerAccessInput, 'permission' | 'labelFor'> & { note?: ReactNode };
}) {
  const { entity, hooks, writes } = input;
  const rollback = hooks.useRollback(entity._id);
  const access = useDesignerAccess({
    ...input.access,
    inherited: entity.inherited,
    rollback: (revision) => rollback.mutateAsync(revision),
  });
  const { saveProps } = writes;
  const source = {
    key: entity._id,
    document: sectionsDocumentOf(entity),
    revisions: { type: hooks.revisionType, reference: entity._id },
    readOnly: access.readOnly,
    canPublish: access.canEdit,
    saveSections: async (sections, version) => sectionsDocumentOf(await writes.saveSections(sections, version)),
    ...(saveProps
      ? { saveProps: async (name, props, version) => sectionsDocumentOf(await saveProps(name, props, version)) }
      : {}),
    publish: async (version) => sectionsDocumentOf(await writes.publish(version)),
    discard: async (version) => sectionsDocumentOf(await writes.discard(version)),
    reload: async () => sectionsDocumentOf(await writes.reload()),
  } satisfies Partial<SectionsSource>;
  return { access, source };
}
