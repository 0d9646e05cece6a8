import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from '../listing-imports.module.css';

interface ImportTableProps {
  /** The table's name, read out for the scrolling region that holds it. */
  label: string;
  /** The column headings, in order. */
  columns: ReactNode[];
  /** The width under which the table scrolls sideways in its region (a phone's screen). */
  minWidth: number;
  striped?: boolean;
  testId: string;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * The import pages' tables: a wide table scrolls sideways inside a region that takes focus, so
 * keyboard readers can scroll it too, under a row of column headings.
 */
export function ImportTable({
  label,
  columns,
  minWidth,
  striped = false,
  testId,
  children,
}: ImportTableProps) {
  return (
    <div className={classes.scroll} tabIndex={0} role="region" aria-label={label}>
      <Table striped={striped} verticalSpacing="xs" miw={minWidth} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((heading, index) => (
              <Table.Th key={index} scope="col">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}
