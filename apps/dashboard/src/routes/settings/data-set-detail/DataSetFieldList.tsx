/**
 * A data set's fields in their order (drag to reorder), each added or changed in a modal: the set's
 * own fields, and a group's fields inside that group's modal (one level down).
 */
import { Badge, Stack, Text } from '@mantine/core';
import { type DataSetPropType, dataSetPropsSchema, type PropDefinition } from '@vev/sections';
import { useTranslation } from 'react-i18next';
import { FieldListEditor } from '../../../components/field-list/FieldListEditor';
import { DataSetFieldModal } from './DataSetFieldModal';

/** The list's problems as the shared schema finds them, each at its field (`[index, …]`). */
const problemsOf = (fields: PropDefinition[]) => dataSetPropsSchema.safeParse(fields).error?.issues ?? [];

export function DataSetFieldList(props: {
  value: PropDefinition[];
  onChange: (fields: PropDefinition[]) => void;
  /** 1: the set's own fields; 2 and 3: a group's. */
  depth?: number;
  readOnly: boolean;
  /** A message for the list as a whole (too many fields). */
  error?: string | undefined;
  /** Asked before a field is removed: the set's records may hold values in it. */
  confirmRemove?: (field: PropDefinition) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const depth = props.depth ?? 1;
  const typeName = (type: string) => t(`dataSets.types.${type as DataSetPropType}`);
  return (
    <Stack gap={4}>
      <FieldListEditor
        value={props.value}
        onChange={props.onChange}
        readOnly={props.readOnly}
        words={{
          title: t(depth === 1 ? 'dataSets.fieldList.title' : 'dataSets.fieldList.groupTitle'),
          ...(depth === 1 ? { help: t('dataSets.fieldList.help') } : {}),
          add: t('dataSets.fieldList.add'),
          none: t('dataSets.fieldList.none'),
          edit: (name) => t('dataSets.fieldList.edit', { name }),
          view: (name) => t('dataSets.fieldList.view', { name }),
          remove: (name) => t('dataSets.fieldList.remove', { name }),
          drag: (name) => t('dataSets.fieldList.drag', { name }),
        }}
        itemKey={(field, index) => field.name || String(index)}
        nameOf={(field) => field.label}
        keyOf={(field) => field.name}
        problems={depth === 1 ? problemsOf : () => []}
        badges={(field) => (
          <>
            <Badge variant="light" color="gray" size="sm">
              {typeName(field.type)}
              {field.type === 'list' && ` · ${typeName(field.of.type)}`}
            </Badge>
            {field.required && (
              <Badge variant="light" color="orange" size="sm">
                {t('dataSets.fieldList.required')}
              </Badge>
            )}
          </>
        )}
        modal={({ item, others, onSave, onClose }) => (
          <DataSetFieldModal
            field={item}
            others={others}
            depth={depth}
            readOnly={props.readOnly}
            onSave={onSave}
            onClose={onClose}
          />
        )}
        {...(props.confirmRemove ? { confirmRemove: props.confirmRemove } : {})}
      />
      {props.error && (
        <Text size="sm" c="red">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
