import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormat, useT } from '@/i18n/use-i18n';
import { testI18n } from '@/testing/i18n';
import { readableEventNote } from './event-note';
import { useEventLabel } from './format';

const inKorean = () =>
  renderHook(() => ({ t: useT(), won: useFormat().won, label: useEventLabel() }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={testI18n('ko')}>{children}</I18nProvider>
    ),
  }).result.current;

describe('order history in Korean', () => {
  it('names the shop’s own notes and entries in Korean, keeping what the team typed', () => {
    const { t, won, label } = inKorean();
    const read = (note: string) => readableEventNote(note, t, won);
    expect(read('Refund ₩16,900 (transfer)')).toBe('16,900원 환불 (계좌이체)');
    expect(read('Refund ₩16,900 (transfer): Cancelled by the customer: 주문 실수')).toBe(
      '16,900원 환불 (계좌이체): 고객이 취소함: 주문 실수',
    );
    expect(read('Refunded ₩3,000 (cash)')).toBe('3,000원 환불 완료 (현금)');
    expect(read('No transfer received within 3 days.')).toBe('3일 안에 입금되지 않았습니다.');
    expect(read('No transfer received by the payment deadline.')).toBe(
      '입금 기한까지 입금되지 않았습니다.',
    );
    expect(read('wrong_item: 다른 상품이 왔어요')).toBe('오배송: 다른 상품이 왔어요');
    expect(read('택배 기사님께 전달')).toBe('택배 기사님께 전달');
    expect(label('customer_cancel')).toBe('고객이 취소함');
    expect(label('return_requested')).toBe('반품 신청됨');
  });
});
