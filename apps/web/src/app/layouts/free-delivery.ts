import { FREE_SHIPPING_THRESHOLD } from '@jangbogi/contracts/money';

// Stated from the one shipping rule, so the banner can never disagree with the cart.
export const FREE_DELIVERY_KR = `${FREE_SHIPPING_THRESHOLD / 10_000}만원 이상 무료배송`;
