import { describe, expect, it } from 'vitest';
import { allowedOrderActions, planOrderAction } from '../src/domain/orders/transitions.ts';

describe('order state machine', () => {
  it('moves a transfer order through payment, shipping and delivery', () => {
    const placed = {
      status: 'pending',
      paymentStatus: 'proof_submitted',
      paymentMethod: 'account_transfer',
    } as const;
    expect(allowedOrderActions(placed)).toEqual([
      'confirm_payment',
      'reject_proof',
      'confirm',
      'cancel',
    ]);
    expect(planOrderAction(placed, 'confirm_payment')).toEqual({
      status: 'confirmed',
      paymentStatus: 'paid',
      becomesPaid: true,
      becomesCancelled: false,
    });
    const confirmedUnpaid = {
      status: 'confirmed',
      paymentStatus: 'unpaid',
      paymentMethod: 'account_transfer',
    } as const;
    expect(allowedOrderActions(confirmedUnpaid)).toEqual(['confirm_payment', 'cancel']);
  });

  it('collects cash on delivery', () => {
    const shipped = { status: 'shipped', paymentStatus: 'unpaid', paymentMethod: 'cash' } as const;
    expect(allowedOrderActions(shipped)).toEqual(['deliver']);
    expect(planOrderAction(shipped, 'deliver')).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      becomesPaid: true,
    });
  });

  it('allows nothing on finished orders', () => {
    expect(
      allowedOrderActions({
        status: 'cancelled',
        paymentStatus: 'unpaid',
        paymentMethod: 'account_transfer',
      }),
    ).toEqual([]);
    expect(
      allowedOrderActions({ status: 'delivered', paymentStatus: 'paid', paymentMethod: 'cash' }),
    ).toEqual([]);
  });

  it('explains a refusal', () => {
    expect(() =>
      planOrderAction(
        { status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'cash' },
        'ship',
      ),
    ).toThrow('Cannot ship an order that is pending.');
  });
});
