// The two links of the back-in-stock emails: confirm the email once (double opt-in), and
// unsubscribe. The pages behind them call these on a click, never on load.
import type { StockAlertLinkResponse } from '@jangbogi/contracts/catalog';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type StockAlertLinkAction = 'confirm' | 'unsubscribe';

export const followStockAlertLink = (action: StockAlertLinkAction, token: string) =>
  api.post<StockAlertLinkResponse>(`/stock-alerts/${action}/${encodeURIComponent(token)}`);

export const useFollowStockAlertLink = (action: StockAlertLinkAction) =>
  useMutation({ mutationFn: (token: string) => followStockAlertLink(action, token) });
