import type { ImportPreview } from '@jangbogi/contracts/admin-catalogue-import';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ImportPreviewTable, ROWS_SHOWN } from './import-preview';

const preview: ImportPreview = {
  file_name: 'products.csv',
  counts: { new: 1, changed: 1, unchanged: 1234, refused: 1 },
  ignored_columns: ['memo'],
  rows: [
    { row: 2, sku: 'A-1', name: '당근', status: 'new', changes: [], reasons: [] },
    {
      row: 3,
      sku: 'A-2',
      name: '무',
      status: 'changed',
      changes: [{ column: 'sell_price', header: 'sell_price', from: '3,000', to: '2,800' }],
      reasons: [],
    },
    {
      row: 14,
      sku: 'A-3',
      name: '마늘',
      status: 'refused',
      changes: [],
      reasons: ['row 14: sale price 12,000 is above the sell price 9,800'],
    },
  ],
};

describe('ImportPreviewTable', () => {
  it('counts the rows, lists refused rows first with their reasons, and shows what changes', async () => {
    renderWithProviders(<ImportPreviewTable preview={preview} />);
    expect(
      await screen.findByText('1 new · 1 changed · 1,234 unchanged · 1 refused'),
    ).toBeInTheDocument();
    expect(screen.getByText('Columns left alone: memo')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset.status)).toEqual(['refused', 'new', 'changed']);
    expect(
      within(rows[0]!).getByText('row 14: sale price 12,000 is above the sell price 9,800'),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/3,000 → 2,800/)).toBeInTheDocument();
  });

  it('shows a long sheet in part, saying how many rows are left out', async () => {
    const many = Array.from({ length: ROWS_SHOWN + 3 }, (_, i) => ({
      ...preview.rows[0]!,
      row: i + 2,
    }));
    renderWithProviders(<ImportPreviewTable preview={{ ...preview, rows: many }} />, {
      locale: 'ko',
    });
    expect(await screen.findByText('외 3개 행')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(ROWS_SHOWN + 1);
  });
});
