/** A form's fields in their order (drag to reorder), each added or changed in a modal; saved with the form. */
import { Badge } from '@mantine/core';
import { type FormField, formFieldProblems, formFieldTypeLabels } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { FieldListEditor } from '../../../components/field-list/FieldListEditor';
import { FieldModal } from './FieldModal';

export function FieldList(props: { value: FormField[]; onChange: (fields: FormField[]) => void; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <FieldListEditor
      {...props}
      words={{
        title: t('forms.fieldList.title'),
        add: t('forms.fieldList.add'),
        none: t('forms.fieldList.none'),
        edit: (name) => t('forms.fieldList.edit', { name }),
        view: (name) => t('forms.fieldList.view', { name }),
        remove: (name) => t('forms.fieldList.remove', { name }),
        drag: (name) => t('forms.fieldList.drag', { name }),
      }}
      itemKey={(field) => field._id}
      nameOf={(field) => field.label}
      keyOf={(field) => field.name}
      problems={formFieldProblems}
      badges={(field) => (
        <>
          <Badge variant="light" color="gray" size="sm">
            {formFieldTypeLabels[field.type]}
          </Badge>
          {field.required && (
            <Badge variant="light" color="orange" size="sm">
              {t('forms.fieldList.required')}
            </Badge>
          )}
          {field.conditions.length > 0 && (
            <Badge variant="light" color="blue" size="sm" styles={{ label: { textTransform: 'none' } }}>
              {t('forms.fieldList.conditionCount', { count: field.conditions.length })}
            </Badge>
          )}
        </>
      )}
      modal={({ item, ...modal }) => <FieldModal field={item} readOnly={props.readOnly} {...modal} />}
    />
  );
}
