/**
 * A product's or product template's customization fields (spec 3 'Customize option'): the list in
 * its order (drag to reorder), and each field added or changed in a modal. The list is the value;
 * nothing is saved until the screen's own 'Lagre'.
 */
import { Badge } from '@mantine/core';
import { type CustomizeOption, customizeListProblems, customizeOptionTypeLabels, formatMoney } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { FieldListEditor } from '../field-list/FieldListEditor';
import { CustomizeOptionModal } from './CustomizeOptionModal';

export interface CustomizeOptionsEditorProps {
  value: CustomizeOption[];
  onChange: (options: CustomizeOption[]) => void;
  readOnly?: boolean;
}

export function CustomizeOptionsEditor({ value, onChange, readOnly = false }: CustomizeOptionsEditorProps) {
  const { t } = useTranslation();
  return (
    <FieldListEditor
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      words={{
        title: t('shop.customizeOptions.title'),
        help: t('shop.customizeOptions.help'),
        add: t('shop.customizeOptions.add'),
        none: t('shop.customizeOptions.none'),
        edit: (name) => t('shop.customizeOptions.edit', { name }),
        view: (name) => t('shop.customizeOptions.view', { name }),
        remove: (name) => t('shop.customizeOptions.remove', { name }),
        drag: (name) => t('shop.customizeOptions.drag', { name }),
      }}
      itemKey={(option, index) => option.key || `nytt-${index}`}
      nameOf={(option) => option.label || t('shop.customizeOptions.unnamed')}
      keyOf={(option) => option.key}
      problems={customizeListProblems}
      badges={(option) => (
        <>
          <Badge variant="light" color="gray" size="sm">
            {customizeOptionTypeLabels[option.type]}
          </Badge>
          {option.price > 0 && (
            <Badge variant="outline" color="gray" size="sm" styles={{ label: { textTransform: 'none' } }}>
              + {formatMoney(option.price)}
            </Badge>
          )}
          {option.required && (
            <Badge variant="light" color="orange" size="sm">
              {t('shop.customizeOptions.required')}
            </Badge>
          )}
          {option.conditions.length > 0 && (
            <Badge variant="light" color="blue" size="sm" styles={{ label: { textTransform: 'none' } }}>
              {t('shop.customizeOptions.conditionCount', { count: option.conditions.length })}
            </Badge>
          )}
        </>
      )}
      modal={({ item, ...modal }) => <CustomizeOptionModal option={item} readOnly={readOnly} {...modal} />}
    />
  );
}
