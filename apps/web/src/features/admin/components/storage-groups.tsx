import {
  STORAGE_TEMPERATURES,
  type StorageTemperature,
} from '@jangbogi/contracts/product-information';
import type { MessageId } from '@lingui/core';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';

export const STORAGE_LABELS: Record<StorageTemperature, MessageId> = {
  room: 'admin.storage.room',
  chilled: 'admin.storage.chilled',
  frozen: 'admin.storage.frozen',
};

/** Lines in packing order (room, chilled, frozen), each storage with its lines; empty ones left out. */
export function groupByStorage<Line extends { storage: StorageTemperature }>(lines: Line[]) {
  return STORAGE_TEMPERATURES.map((storage) => ({
    storage,
    lines: lines.filter((line) => line.storage === storage),
  })).filter((group) => group.lines.length > 0);
}

/** The row that opens a storage group of a picking or packing table. */
export function StorageGroupRow({
  storage,
  columns,
}: {
  storage: StorageTemperature;
  columns: number;
}) {
  const t = useT();
  return (
    <tr className={styles.storageGroup} data-storage-group={storage}>
      <th colSpan={columns} scope="colgroup">
        {t(STORAGE_LABELS[storage])}
      </th>
    </tr>
  );
}
