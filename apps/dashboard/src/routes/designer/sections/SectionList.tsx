import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import { areaOf, type SectionArea } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropTarget } from './drop-target';
import { SectionRow } from './SectionRow';
import { sectionDisplay } from './section-display';

export interface SectionListActions {
  open: (name: string) => void;
  openLocked: (instance: SectionInstanceRecord) => void;
  move: (name: string, toIndex: number, area?: SectionArea) => void;
  duplicate: (name: string) => void;
  copy: (name: string) => void;
  remove: (name: string) => void;
}

export interface SectionListProps {
  sections: SectionInstanceRecord[];
  /** A template: the sections in header, main and footer areas, moved between them by drag. */
  areas: boolean;
  /** A page: the template's sections around its own, shown but not edited here. */
  template?: { name: string; sections: SectionInstanceRecord[] } | null;
  selected: string | null;
  readOnly: boolean;
  /** A reusable component: its one section is edited, never added, moved or removed. */
  fixed?: boolean;
  placedNames: Map<string, string>;
  on: SectionListActions;
}

const areaId = (area: SectionArea) => `area:${area}`;

function Group({
  area,
  label,
  children,
  droppable,
}: {
  area: SectionArea;
  label: string;
  children: ReactNode;
  droppable: boolean;
}) {
  const drop = useDroppable({ id: areaId(area), disabled: !droppable });
  return (
    <Stack gap={6} ref={drop.setNodeRef} data-over={drop.isOver || undefined}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The sections of what is being designed, in order, with drag to reorder (and to move between a template's areas). */
export function SectionList(props: SectionListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const editable = !props.readOnly;
  const sortable = editable && !props.fixed;

  const rows = (sections: SectionInstanceRecord[], locked: boolean) => (
    <Stack gap={6} component="ol" m={0} p={0}>
      {sections.map((instance) => {
        const display = sectionDisplay(instance, props.placedNames);
        const actions =
          locked || !editable
            ? {}
            : {
                onCopy: () => props.on.copy(instance.name),
                ...(props.fixed
                  ? {}
                  : {
                      onDuplicate: () => props.on.duplicate(instance.name),
                      onDelete: () => props.on.remove(instance.name),
                    }),
              };
        return (
          <SectionRow
            key={instance.name}
            name={instance.name}
            title={display.title}
            typeLabel={display.typeLabel}
            icon={display.icon}
            selected={!locked && props.selected === instance.name}
            locked={locked}
            placed={Boolean(instance.componentRef)}
            sortable={sortable && !locked}
            onOpen={() => (locked ? props.on.openLocked(instance) : props.on.open(instance.name))}
            {...actions}
          />
        );
      })}
    </Stack>
  );

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = dropTarget(props.sections, String(active.id), String(over.id));
    if (target) props.on.move(String(active.id), target.index, props.areas ? target.area : undefined);
  };

  const empty = (text: string) => (
    <Text size="sm" c="dimmed" py={4}>
      {text}
    </Text>
  );

  const byArea = (area: SectionArea) => props.sections.filter((section) => areaOf(section) === area);
  const templateArea = (area: SectionArea) =>
    (props.template?.sections ?? []).filter((section) => areaOf(section) === area);

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <Stack gap="lg">
        {props.areas ? (
          (['header', 'main', 'footer'] as const).map((area) => (
            <Group key={area} area={area} label={t(`designer.areas.${area}`)} droppable={sortable}>
              <SortableContext
                items={byArea(area).map((section) => section.name)}
                strategy={verticalListSortingStrategy}
              >
                {byArea(area).length ? rows(byArea(area), false) : empty(t('designer.areas.empty'))}
              </SortableContext>
            </Group>
          ))
        ) : (
          <>
            {props.template && templateArea('header').length > 0 && (
              <Group
                area="header"
                label={t('designer.areas.templateHeader', { name: props.template.name })}
                droppable={false}
              >
                {rows(templateArea('header'), true)}
              </Group>
            )}
            <Group area="main" label={t('designer.areas.own')} droppable={false}>
              <SortableContext
                items={props.sections.map((section) => section.name)}
                strategy={verticalListSortingStrategy}
              >
                {props.sections.length ? rows(props.sections, false) : empty(t('designer.sections.none'))}
              </SortableContext>
            </Group>
            {props.template && templateArea('main').length > 0 && (
              <Group
                area="main"
                label={t('designer.areas.templateMain', { name: props.template.name })}
                droppable={false}
              >
                {rows(templateArea('main'), true)}
              </Group>
            )}
            {props.template && templateArea('footer').length > 0 && (
              <Group
                area="footer"
                label={t('designer.areas.templateFooter', { name: props.template.name })}
                droppable={false}
              >
                {rows(templateArea('footer'), true)}
              </Group>
            )}
          </>
        )}
      </Stack>
    </DndContext>
  );
}
