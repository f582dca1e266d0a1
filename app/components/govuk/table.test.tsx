import { render, screen } from '@testing-library/react';
import { Table } from './index.ts';
import { tableExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures } from '../test-helpers/govuk.tsx';

describeFixtures('table', Table);
describeExamplesAxe(tableExamples);

describe('Table', () => {
  it('renders caption, column headers, row headers and numeric cells', () => {
    render(
      <Table
        caption="Transactions"
        firstCellIsHeader
        head={[{ text: 'Date' }, { text: 'Amount', format: 'numeric' }]}
        rows={[[{ text: '1 June' }, { text: '£1.00', format: 'numeric' }]]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(table.className).toBe('govuk-table');
    expect(screen.getByRole('columnheader', { name: 'Amount' }).className).toBe(
      'govuk-table__header govuk-table__header--numeric',
    );
    const rowHeader = screen.getByRole('rowheader', { name: '1 June' });
    expect(rowHeader.getAttribute('scope')).toBe('row');
    expect(screen.getByRole('cell', { name: '£1.00' }).className).toBe(
      'govuk-table__cell govuk-table__cell--numeric',
    );
  });
});
