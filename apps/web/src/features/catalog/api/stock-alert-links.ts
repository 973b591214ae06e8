// The two links of the back-in-stock emails: confirm the email once (double opt-in), and
// unsubscribe. The pages behind them call these on a click, never on load.
import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';

export type StockAlertLinkAction = 'confirm' | 'unsubscribe';

export const followStockAlertLink = (action: StockAlertLinkAction, token: string) =>
  answer(
    action === 'confirm'
      ? apiClient.POST('/api/stock-alerts/confirm/{token}', { params: { path: { token } } })
      : apiClient.POST('/api/stock-alerts/unsubscribe/{token}', { params: { path: { token } } }),
  );

export const useFollowStockAlertLink = (action: StockAlertLinkAction) =>
  useMutation({ mutationFn: (token: string) => followStockAlertLink(action, token) });
