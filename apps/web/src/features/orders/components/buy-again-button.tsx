import type { ReorderResponse } from '@jangbogi/contracts/orders';
import { useState } from 'react';
import { FormMessage } from '@/components/form-field';
import { useNames, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReorder } from '../api/reorder';

/**
 * "Buy again": puts the order's products back in the cart and says what went in and what could
 * not (no longer sold, out of stock), in a toast and beside the button.
 */
export function BuyAgainButton({ orderId }: { orderId: string }) {
  const t = useT();
  const names = useNames();
  const errorText = useErrorMessage();
  const reorder = useReorder(orderId);
  const [messages, setMessages] = useState<string[]>([]);

  const describe = ({ added, skipped }: ReorderResponse) => {
    const lines: string[] = [];
    if (added.length > 0) {
      const list = added.map((line) =>
        line.capped
          ? t('reorder.cappedItem', { name: names.local(line), quantity: line.quantity })
          : t('reorder.item', { name: names.local(line), quantity: line.quantity }),
      );
      lines.push(t('reorder.added', { items: list.join(', ') }));
    } else {
      lines.push(t('reorder.nothingAdded'));
    }
    const gone = skipped.filter((line) => line.reason === 'no_longer_sold');
    const soldOut = skipped.filter((line) => line.reason === 'out_of_stock');
    if (soldOut.length > 0)
      lines.push(t('reorder.outOfStock', { items: soldOut.map(names.local).join(', ') }));
    if (gone.length > 0)
      lines.push(t('reorder.noLongerSold', { items: gone.map(names.local).join(', ') }));
    return lines;
  };

  const buyAgain = () =>
    reorder.mutate(undefined, {
      onSuccess: (result) => {
        const lines = describe(result);
        setMessages(lines);
        notify(result.added.length > 0 ? 'success' : 'warning', lines.join(' '));
      },
      onError: (error) => {
        setMessages([]);
        notify('error', errorText(error, t('reorder.failed')));
      },
    });

  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        onClick={buyAgain}
        disabled={reorder.isPending}
      >
        {reorder.isPending ? t('reorder.adding') : t('reorder.button')}
      </button>
      {messages.length > 0 && <FormMessage kind="info">{messages.join(' ')}</FormMessage>}
    </>
  );
}
