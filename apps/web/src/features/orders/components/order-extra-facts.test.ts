import { describe, expect, it } from 'vitest';
import { maskIdentifier } from './order-extra-facts';

describe('maskIdentifier', () => {
  it('hides all but the last four digits', () => {
    expect(maskIdentifier('01023456789')).toBe('010-****-6789');
    expect(maskIdentifier('1234567890123456')).toBe('************3456');
  });

  it('keeps the API’s own mask on a guest’s number shown to the account it joined', () => {
    expect(maskIdentifier('*******6789')).toBe('*******6789');
  });
});
