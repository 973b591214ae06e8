// One order on the packing screen, for a phone held in one hand: its lines grouped by storage,
// each marked packed, short by N, substituted (chosen by search) or weighed, then "Packed".
import type { PackingDayLine, PackingDayOrder } from '@jangbogi/contracts/admin';
import type { PackOrderBody } from '@jangbogi/contracts/packing';
import type { MessageId } from '@lingui/core';
import { useState } from 'react';
import { usePackOrder } from '@/features/admin/api/packing';
import { ORDER_STATUS_LABELS, paymentMethodLabel } from '@/features/orders/components/labels';
import { lineNames } from '@/i18n/names';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { LinePackingNote } from './line-packing-note';
import { groupByStorage, STORAGE_LABELS } from './storage-groups';
import { SubstituteSearch, type ChosenSubstitute } from './substitute-search';
import styles from './packing.module.css';

type Mode = 'packed' | 'short' | 'substitute' | 'weighed';

interface LineState {
  mode: Mode;
  short: number;
  substitute: ChosenSubstitute | null;
  grams: string;
}

const START: LineState = { mode: 'packed', short: 1, substitute: null, grams: '' };

const MODE_LABELS: Record<Mode, MessageId> = {
  packed: 'admin.packing.mode.packed',
  short: 'admin.packing.mode.short',
  substitute: 'admin.packing.mode.substitute',
  weighed: 'admin.packing.mode.weighed',
};

function modesOf(line: PackingDayLine): Mode[] {
  return [
    'packed',
    'short',
    ...(line.substitution === 'allow' ? (['substitute'] as const) : []),
    ...(line.estimated_grams !== null ? (['weighed'] as const) : []),
  ];
}

/** The body's line for a line marked other than packed; null when it goes out as ordered. */
function packedLineOf(
  line: PackingDayLine,
  state: LineState,
): PackOrderBody['lines'][number] | null {
  switch (state.mode) {
    case 'packed':
      return null;
    case 'short':
      return { line_id: line._id, packed_quantity: Math.max(0, line.quantity - state.short) };
    case 'substitute':
      return state.substitute
        ? {
            line_id: line._id,
            packed_quantity: line.quantity,
            substitute_product_id: state.substitute.id,
          }
        : null;
    case 'weighed': {
      const grams = Number(state.grams);
      return grams > 0
        ? { line_id: line._id, packed_quantity: line.quantity, grams: Math.round(grams) }
        : null;
    }
  }
}

function PackingLine({
  line,
  state,
  onChange,
}: {
  line: PackingDayLine;
  state: LineState;
  onChange: (state: LineState) => void;
}) {
  const t = useT();
  const { won } = useFormat();
  const names = useNames();
  const name = names.local(lineNames(line));
  return (
    <li className={styles.line} data-mode={state.mode}>
      <div className={styles.lineHead}>
        <strong>{name}</strong>
        <span className={styles.quantity}>× {line.quantity}</span>
      </div>
      <p className={styles.hint}>
        {won(line.unit_price)} ·{' '}
        {line.substitution === 'allow'
          ? t('admin.packing.allowsSubstitute')
          : t('admin.packing.wantsRefund')}
        {line.estimated_grams !== null &&
          ` · ${t('admin.packing.estimate', { grams: line.estimated_grams })}`}
      </p>
      <div className={styles.modes} role="radiogroup" aria-label={name}>
        {modesOf(line).map((mode) => (
          <label key={mode} className={styles.mode}>
            <input
              type="radio"
              name={`mode-${line._id}`}
              checked={state.mode === mode}
              onChange={() => onChange({ ...state, mode })}
            />
            {t(MODE_LABELS[mode])}
          </label>
        ))}
      </div>
      {state.mode === 'short' && (
        <label className={styles.inline}>
          {t('admin.packing.shortBy')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={line.quantity}
            value={state.short}
            onChange={(event) =>
              onChange({
                ...state,
                short: Math.min(line.quantity, Math.max(1, Number(event.target.value) || 1)),
              })
            }
          />
        </label>
      )}
      {state.mode === 'substitute' && (
        <SubstituteSearch
          excludeId={line.product_id}
          chosen={state.substitute}
          originalPrice={line.unit_price}
          onChoose={(substitute) => onChange({ ...state, substitute })}
        />
      )}
      {state.mode === 'weighed' && (
        <label className={styles.inline}>
          {t('admin.packing.grams')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={state.grams}
            onChange={(event) => onChange({ ...state, grams: event.target.value })}
          />
        </label>
      )}
    </li>
  );
}

/** A packed order: what each line became and what the box came to. */
function PackedLines({ order }: { order: PackingDayOrder }) {
  const { won } = useFormat();
  const names = useNames();
  return (
    <ul className={styles.lines}>
      {order.lines.map((line) => (
        <li key={line._id} className={styles.line} data-outcome={line.packing?.outcome}>
          <div className={styles.lineHead}>
            <span>{names.local(lineNames(line))}</span>
            {line.packing && <span>{won(line.packing.line_total)}</span>}
          </div>
          <LinePackingNote line={line} paid={order.payment_status === 'paid'} />
        </li>
      ))}
    </ul>
  );
}

export function PackingOrder({ order }: { order: PackingDayOrder }) {
  const t = useT();
  const { won } = useFormat();
  const errorText = useErrorMessage();
  const pack = usePackOrder();
  const [states, setStates] = useState<Record<string, LineState>>({});
  const stateOf = (id: string) => states[id] ?? START;
  const packed = order.status === 'packed';
  const missingSubstitute = order.lines.some((line) => {
    const state = stateOf(line._id);
    return (
      (state.mode === 'substitute' && !state.substitute) ||
      (state.mode === 'weighed' && !(Number(state.grams) > 0))
    );
  });

  const finish = () => {
    const lines = order.lines
      .map((line) => packedLineOf(line, stateOf(line._id)))
      .filter((line): line is NonNullable<typeof line> => line !== null);
    pack.mutate(
      { id: order._id, body: { lines } },
      {
        onSuccess: (result) =>
          notify(
            'success',
            t('admin.packing.done', {
              number: order.order_number,
              total: won(result.final_total),
            }),
          ),
        onError: (error) => notify('error', errorText(error, t('admin.packing.failed'))),
      },
    );
  };

  return (
    <article className={styles.order} aria-labelledby={`packing-${order._id}`}>
      <header className={styles.orderHead}>
        <h2 id={`packing-${order._id}`}>{order.order_number}</h2>
        <span className={styles.badge} data-status={order.status}>
          {t(ORDER_STATUS_LABELS[order.status])}
        </span>
      </header>
      <p className={styles.hint}>
        <span data-customer-text="">{order.customer_name}</span> ·{' '}
        {t(paymentMethodLabel(order.payment_method))} · {won(order.total)}
      </p>
      {packed ? (
        <PackedLines order={order} />
      ) : (
        <>
          {groupByStorage(order.lines).map((group) => (
            <section key={group.storage} data-storage-group={group.storage}>
              <h3 className={styles.storage}>{t(STORAGE_LABELS[group.storage])}</h3>
              <ul className={styles.lines}>
                {group.lines.map((line) => (
                  <PackingLine
                    key={line._id}
                    line={line}
                    state={stateOf(line._id)}
                    onChange={(state) => setStates((all) => ({ ...all, [line._id]: state }))}
                  />
                ))}
              </ul>
            </section>
          ))}
          <button
            type="button"
            className={styles.packButton}
            disabled={pack.isPending || missingSubstitute}
            onClick={finish}
          >
            {pack.isPending ? t('admin.packing.packing') : t('admin.packing.packed')}
          </button>
        </>
      )}
    </article>
  );
}
