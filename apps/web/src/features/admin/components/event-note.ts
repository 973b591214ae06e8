// An order history entry's note in the back office's language. The shop team's own words are
// stored as typed; the notes the shop writes itself (a refund, a deposit matched, a timer's cancel)
// are stored in English with their figures, and are read back here into the page's words.
import type { MessageId } from '@lingui/core';
import type { useFormat, useT } from '@/i18n/use-i18n';

type Translate = ReturnType<typeof useT>;
type Won = ReturnType<typeof useFormat>['won'];

const wonOf = (text: string) => Number(text.replace(/[₩,]/g, ''));
const METHODS: Record<string, MessageId> = {
  transfer: 'admin.eventNote.method.transfer',
  cash: 'admin.eventNote.method.cash',
};
const RETURN_REASONS: Record<string, MessageId> = {
  defective_item: 'returns.reason.defective_item',
  missing_item: 'returns.reason.missing_item',
  wrong_item: 'returns.reason.wrong_item',
};

/** The note as the page's language reads it; text the team typed is kept after the shop's words. */
export function readableEventNote(note: string, t: Translate, won: Won): string {
  const rest = (text: string | undefined) => (text ? `: ${readableEventNote(text, t, won)}` : '');
  const method = (m: string) => (METHODS[m] ? t(METHODS[m]) : m);
  let match = /^Refund (₩[\d,]+) \((transfer|cash)\)(?:: ([\s\S]*))?$/.exec(note);
  if (match?.[1] && match[2])
    return (
      t('admin.eventNote.refund', { amount: won(wonOf(match[1])), method: method(match[2]) }) +
      rest(match[3])
    );
  match = /^Packed for (₩[\d,]+) \(ordered (₩[\d,]+)\)$/.exec(note);
  if (match?.[1] && match[2])
    return t('admin.eventNote.packed', {
      total: won(wonOf(match[1])),
      ordered: won(wonOf(match[2])),
    });
  match = /^Refunded (₩[\d,]+) \((transfer|cash)\)$/.exec(note);
  if (match?.[1] && match[2])
    return t('admin.eventNote.refunded', {
      amount: won(wonOf(match[1])),
      method: method(match[2]),
    });
  match = /^Cancelled by the customer(?:: ([\s\S]*))?$/.exec(note);
  if (match) return t('admin.eventNote.customerCancelled') + (match[1] ? `: ${match[1]}` : '');
  match = /^No transfer received within (\d+) days\.$/.exec(note);
  if (match?.[1]) return t('admin.eventNote.noTransfer', { days: Number(match[1]) });
  if (note === 'No transfer received by the payment deadline.')
    return t('admin.eventNote.noTransferByDeadline');
  match = /^Bank deposit (.+) from (.+), (₩[\d,]+) \((.+)\)\.$/.exec(note);
  if (match?.[1] && match[2] && match[3] && match[4])
    return t('admin.eventNote.bankDeposit', {
      at: match[1],
      depositor: match[2],
      amount: won(wonOf(match[3])),
      bank: match[4],
    });
  match = /^(defective_item|missing_item|wrong_item)(?:: ([\s\S]*))?$/.exec(note);
  const reason = match?.[1] && RETURN_REASONS[match[1]];
  if (match && reason) return t(reason) + (match[2] ? `: ${match[2]}` : '');
  return note;
}
