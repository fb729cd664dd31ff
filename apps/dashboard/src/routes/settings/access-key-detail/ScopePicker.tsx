import { Checkbox, Table } from '@mantine/core';
import { type PermissionScope, permissionScopes } from '@vev/shared';
import { useTranslation } from 'react-i18next';

const areas = ['content', 'product', 'discount', 'order', 'shipping', 'reports'] as const;
const offered = (scope: string): scope is PermissionScope => (permissionScopes as readonly string[]).includes(scope);

/** The key's scopes as a grid: one row per area, a column for reading and one for changing. */
export function ScopePicker({
  value,
  onChange,
}: {
  value: PermissionScope[];
  onChange: (next: PermissionScope[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (scope: PermissionScope, on: boolean) =>
    onChange(on ? [...value, scope] : value.filter((existing) => existing !== scope));
  return (
    <Table withTableBorder maw={420} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('accessKeys.fields.scopes')}</Table.Th>
          <Table.Th>{t('accessKeys.read')}</Table.Th>
          <Table.Th>{t('accessKeys.write')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {areas.map((area) => (
          <Table.Tr key={area}>
            <Table.Td>{t(`accessKeys.areas.${area}`)}</Table.Td>
            {(['read', 'write'] as const).map((verb) => {
              const scope = `${verb}:${area}`;
              if (!offered(scope)) return <Table.Td key={verb} />;
              return (
                <Table.Td key={verb}>
                  <Checkbox
                    aria-label={`${t(`accessKeys.${verb}`)} ${t(`accessKeys.areas.${area}`).toLowerCase()}`}
                    checked={value.includes(scope)}
                    onChange={(event) => toggle(scope, event.currentTarget.checked)}
                  />
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
