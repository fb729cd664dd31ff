import { Checkbox, Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreloadOnIntent } from '../../app/areas/screen-preload';
import classes from './ResourceList.module.css';
import { ariaSort, SortHeader } from './SortHeader';
import type { ResourceColumn, RowLink } from './types';
import type { ListSort } from './use-list-sort';
import type { RowSelection } from './use-row-selection';

const skeletonWidths = ['70%', '45%', '60%', '80%', '50%', '65%'];

interface ResourceTableProps<T> {
  columns: ResourceColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowLink: ((row: T) => RowLink) | undefined;
  /** Placeholder rows below the real ones while a page loads. */
  skeletonRows: number;
  /** Sortable columns' headers change it. */
  sort?: ListSort | undefined;
  /** A checkbox column for bulk actions. */
  selection?: RowSelection<T> | undefined;
  /** Names a row's checkbox ('Velg Forside'). */
  rowLabel?: ((row: T) => string) | undefined;
}

/** The row's link over its first cell: pointing at the row loads its editor ahead of the click. */
function RowLinkAnchor({ link }: { link: RowLink }) {
  const intent = usePreloadOnIntent(link.to);
  return <Link to={link.to} aria-label={link.label} className={classes.rowLink} {...intent} />;
}

export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const { columns, rows, rowKey, rowLink, skeletonRows, sort, selection } = props;
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table highlightOnHover verticalSpacing="sm" aria-busy={skeletonRows > 0}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th className={classes.compact}>
                <Checkbox
                  aria-label={t('resourceList.selectAll')}
                  checked={selection.all}
                  indeterminate={!selection.all && selection.selected.length > 0}
                  disabled={rows.length === 0}
                  onChange={selection.toggleAll}
                />
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                visibleFrom={column.visibleFrom}
                className={column.compact ? classes.compact : undefined}
                aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined}
              >
                {sort && column.sortable ? (
                  <SortHeader column={column.key} title={column.title} sort={sort} />
                ) : (
                  column.title
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const link = rowLink?.(row);
            const key = rowKey(row);
            return (
              <Table.Tr key={key} className={classes.row}>
                {selection && (
                  <Table.Td className={`${classes.compact} ${classes.above}`}>
                    <Checkbox
                      aria-label={t('resourceList.selectRow', { label: props.rowLabel?.(row) ?? link?.label ?? key })}
                      checked={selection.isSelected(key)}
                      onChange={() => selection.toggle(key)}
                    />
                  </Table.Td>
                )}
                {columns.map((column, index) => (
                  <Table.Td
                    key={column.key}
                    visibleFrom={column.visibleFrom}
                    className={column.compact ? classes.compact : undefined}
                  >
                    {index === 0 && link && <RowLinkAnchor link={link} />}
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {Array.from({ length: skeletonRows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to be keyed by
            <Table.Tr key={`skeleton-${row}`}>
              {selection && <Table.Td />}
              {columns.map((column, index) => (
                <Table.Td key={column.key} visibleFrom={column.visibleFrom}>
                  <Skeleton
                    height={12}
                    width={column.compact ? 80 : skeletonWidths[(row + index) % skeletonWidths.length]}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
