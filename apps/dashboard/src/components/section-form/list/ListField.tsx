import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Input, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { SectionProps } from '@vev/sections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../confirm';
import { firstMessage, ownMessage, partErrors } from '../field-errors';
import { newItemValue } from '../form-values';
import { ObjectFields } from '../ObjectFields';
import { PropField } from '../PropField';
import type { DefinitionOf, FieldProps } from '../types';
import { ListItemRow } from './ListItemRow';
import { itemTitle, moveItem } from './list-items';
import { useItemKeys } from './use-item-keys';

/** The schema's limit when a list names none. */
const defaultMax = 100;

/**
 * A list of items (spec 1 §2 'list item editor'): add, remove after confirmation, reorder by drag or
 * by the arrows, within the list's min and max. Object items fold away under their title.
 */
export function ListField(props: FieldProps<unknown[], DefinitionOf<'list'>>) {
  const { t } = useTranslation();
  const { definition, value: items, disabled } = props;
  const keys = useItemKeys(items.length);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const itemLabel = definition.of.label ?? props.label;
  const max = definition.max ?? defaultMax;
  const min = definition.min ?? 0;
  const collapsible = definition.of.type === 'object';

  const toggle = (key: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const add = () => {
    setOpened((current) => new Set(current).add(keys.added()));
    props.onChange([...items, newItemValue(definition.of)]);
  };
  const remove = async (index: number) => {
    if (!(await confirmAction(t('confirm.remove'), t('sectionForm.list.remove'), { danger: true }))) return;
    keys.removed(index);
    props.onChange(items.filter((_, i) => i !== index));
  };
  const move = (from: number, to: number) => {
    keys.moved(from, to);
    props.onChange(moveItem(items, from, to));
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) move(keys.keys.indexOf(String(active.id)), keys.keys.indexOf(String(over.id)));
  };
  const change = (index: number, next: unknown) => props.onChange(items.map((item, i) => (i === index ? next : item)));

  return (
    <Input.Wrapper
      label={props.label}
      description={definition.description}
      withAsterisk={definition.required === true || min > 0}
      error={ownMessage(props.errors)}
      labelElement="div"
      role="group"
      aria-label={props.label}
    >
      <Stack gap="xs" mt={4}>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sectionForm.list.empty')}
          </Text>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
            <SortableContext items={keys.keys} strategy={verticalListSortingStrategy}>
              <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((item, index) => {
                  const key = keys.keys[index] as string;
                  const numbered = t('sectionForm.list.untitled', { label: itemLabel, number: index + 1 });
                  const title = itemTitle(definition, item) || numbered;
                  const errors = partErrors(props.errors, index);
                  return (
                    <ListItemRow
                      key={key}
                      id={key}
                      title={title}
                      collapsible={collapsible}
                      opened={opened.has(key)}
                      onToggle={() => toggle(key)}
                      message={firstMessage(errors)}
                      disabled={disabled}
                      canRemove={items.length > min}
                      onRemove={() => void remove(index)}
                      onMoveUp={index > 0 ? () => move(index, index - 1) : undefined}
                      onMoveDown={index < items.length - 1 ? () => move(index, index + 1) : undefined}
                    >
                      {definition.of.type === 'object' ? (
                        <ObjectFields
                          fields={definition.of.fields}
                          value={item as SectionProps}
                          onChange={(next) => change(index, next)}
                          errors={errors}
                          disabled={disabled}
                        />
                      ) : (
                        <PropField
                          definition={definition.of}
                          label={numbered}
                          value={item}
                          onChange={(next) => change(index, next)}
                          errors={errors}
                          disabled={disabled}
                        />
                      )}
                    </ListItemRow>
                  );
                })}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
        <div>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={add}
            disabled={disabled || items.length >= max}
          >
            {t('sectionForm.list.addItem', { item: itemLabel.toLocaleLowerCase('nb') })}
          </Button>
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
