import { Skeleton, Table } from '@mantine/core';
import { Link } from 'react-router';
import classes from './ResourceList.module.css';
import type { ResourceColumn, RowLink } from './types';

const skeletonWidths = ['70%', '45%', '60%', '80%', '50%', '65%'];

interface ResourceTableProps<T> {
  columns: ResourceColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowLink: ((row: T) => RowLink) | undefined;
  /** Placeholder rows below the real ones while a page loads. */
  skeletonRows: number;
}

export function ResourceTable<T>({ columns, rows, rowKey, rowLink, skeletonRows }: ResourceTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table highlightOnHover verticalSpacing="sm" aria-busy={skeletonRows > 0}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                visibleFrom={column.visibleFrom}
                className={column.compact ? classes.compact : undefined}
              >
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const link = rowLink?.(row);
            return (
              <Table.Tr key={rowKey(row)} className={classes.row}>
                {columns.map((column, index) => (
                  <Table.Td
                    key={column.key}
                    visibleFrom={column.visibleFrom}
                    className={column.compact ? classes.compact : undefined}
                  >
                    {index === 0 && link && <Link to={link.to} aria-label={link.label} className={classes.rowLink} />}
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {Array.from({ length: skeletonRows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to be keyed by
            <Table.Tr key={`skeleton-${row}`}>
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
