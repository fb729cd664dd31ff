import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AttributeType } from '@vev/shared';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AttributeForm } from './form';
import { OptionMetaField } from './OptionMeta';

/**
 * The attribute's options in order: value, categorization and meta; drag a handle (or use it with
 * the keyboard: space, arrows, space) to reorder, as the gallery does.
 */
export function OptionList({ form, disabled }: { form: UseFormReturn<AttributeForm>; disabled: boolean }) {
  const { t } = useTranslation();
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const type = useWatch({ control: form.control, name: 'type' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = options.fields.findIndex((field) => field.key === active.id);
    const to = options.fields.findIndex((field) => field.key === over.id);
    if (from >= 0 && to >= 0) options.move(from, to);
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('shop.attributes.options.title')}
          </Title>
          {!disabled && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => options.append({ value: '', categorization: '', meta: null })}
            >
              {t('shop.attributes.options.add')}
            </Button>
          )}
        </Group>
        {options.fields.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('shop.attributes.options.none')}
          </Text>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
            <SortableContext items={options.fields.map((field) => field.key)} strategy={verticalListSortingStrategy}>
              <Stack
                gap="xs"
                component="ol"
                aria-label={t('shop.attributes.options.title')}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
              >
                {options.fields.map((field, index) => (
                  <OptionRow
                    key={field.key}
                    id={field.key}
                    index={index}
                    form={form}
                    type={type}
                    disabled={disabled}
                    onRemove={() => options.remove(index)}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
      </Stack>
    </Paper>
  );
}

function OptionRow(props: {
  id: string;
  index: number;
  form: UseFormReturn<AttributeForm>;
  type: AttributeType;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { form, index, disabled } = props;
  const sortable = useSortable({ id: props.id, disabled });
  const value = useWatch({ control: form.control, name: `options.${index}.value` });
  const name = value || t('shop.attributes.options.unnamed');
  const errors = form.formState.errors.options?.[index];
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      component="li"
      aria-label={name}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={26}
          aria-label={t('shop.attributes.options.drag', { name })}
          disabled={disabled}
          style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Group gap="sm" align="flex-start" style={{ flex: 1, minWidth: 0 }} wrap="wrap">
          <TextInput
            label={t('shop.attributes.options.value')}
            withAsterisk
            style={{ flex: '1 1 10rem' }}
            error={errors?.value?.message}
            {...form.register(`options.${index}.value`)}
          />
          <TextInput
            label={t('shop.attributes.options.categorization')}
            style={{ flex: '1 1 10rem' }}
            error={errors?.categorization?.message}
            {...form.register(`options.${index}.categorization`)}
          />
          <Controller
            control={form.control}
            name={`options.${index}.meta`}
            render={({ field, fieldState }) => (
              <OptionMetaField
                type={props.type}
                value={field.value}
                onChange={field.onChange}
                optionName={name}
                disabled={disabled}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
        {!disabled && (
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={t('shop.attributes.options.remove', { name })}
            onClick={props.onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
