// The Korean of the contracts' field messages, which zod rules write in English (packages/contracts),
// and of the promo rules' words: found by their exact English text, then by a pattern for texts
// that carry values (a field's label, a length). Every error the API raises itself has a message
// id instead (catalogue.ts); these texts reach a shopper only as a field's message or as a text an
// error carries as written (errors.ts's fieldText), until the contracts' rules name ids too.
import { withParticle } from '@jangbogi/contracts/korean-particle';
import { NOTICE_FIELDS } from '@jangbogi/contracts/product-information';

/** English text -> Korean, for texts without values. */
const KOREAN_BY_TEXT: Readonly<Record<string, string>> = {
  // Refund accounts (a paid order's cancellation, a return on an order paid by transfer)
  'Enter the bank name': '은행 이름을 입력해 주세요',
  'The bank name is too long': '은행 이름이 너무 깁니다',
  'Enter the account holder': '예금주를 입력해 주세요',
  'The account holder is too long': '예금주 이름이 너무 깁니다',
  'Enter the account number (digits and dashes)': '계좌번호를 숫자와 -로 입력해 주세요',
  // Phones
  'Please enter a valid phone number': '올바른 전화번호를 입력해 주세요',
  // Toss Payments
  'Not a payment order id': '결제 주문번호가 올바르지 않습니다',
  // Substitution and packing
  'Choose allow or refund': '대체 또는 환불을 선택해 주세요',
  'Too many substitution choices': '대체 선택이 너무 많습니다',
  'Each line may be listed once': '같은 상품은 한 번만 보낼 수 있습니다',
  // Returns
  'Pick at least one item to return': '반품할 상품을 하나 이상 선택해 주세요',
  'Each item can be listed once': '같은 상품은 한 번만 선택할 수 있습니다',
  'The note is too long': '메모가 너무 깁니다',
  'Say why the return is refused': '반품을 거절하는 사유를 입력해 주세요',
  'The reason is too long': '사유가 너무 깁니다',
  // Sessions and accounts
  'Invalid or missing reset token. Please request a new password reset link.':
    '재설정 링크가 올바르지 않거나 없습니다. 비밀번호 재설정 링크를 다시 요청해 주세요.',
  'Invalid or missing confirmation link. Please ask for a new one.':
    '인증 링크가 올바르지 않거나 없습니다. 새 링크를 요청해 주세요.',
  // Catalogue
  'Invalid product. Cannot add to cart.': '잘못된 상품입니다. 장바구니에 담을 수 없습니다.',
  // Settings
  'Use an address that starts with https://': 'https://로 시작하는 주소를 입력해 주세요',
  'Choose WhatsApp or KakaoTalk channel': 'WhatsApp 또는 카카오톡 채널을 선택해 주세요',
  // Catalogue import
  'sku may use letters, digits, dots, dashes and underscores (up to 40)':
    '상품코드에는 영문, 숫자, 점, 대시, 밑줄만 쓸 수 있습니다 (최대 40자)',
  // Cart, addresses, checkout, orders
  'Please enter depositor name': '입금자명을 입력해 주세요',
  'Recipient name is required': '받는 분 이름을 입력해 주세요',
  'Please choose where to leave the box': '택배를 둘 곳을 선택해 주세요',
  'Please choose how to get into the building': '공동현관 출입방법을 선택해 주세요',
  'Please select an address': '주소를 선택해 주세요',
  'Please choose cash or account transfer': '현금 결제 또는 계좌이체를 선택해 주세요',
  // Promo codes
  'Invalid promo code': '유효하지 않은 프로모션 코드입니다',
  'This promo code is no longer active': '더 이상 사용할 수 없는 프로모션 코드입니다',
  'This promo code is not active yet': '아직 사용할 수 없는 프로모션 코드입니다',
  'This promo code has expired': '기간이 끝난 프로모션 코드입니다',
  'This promo code has reached its usage limit': '사용 한도에 도달한 프로모션 코드입니다',
  'You have already used this promo code': '이미 사용한 프로모션 코드입니다',
  'This promo code just changed. Please check your order and try again.':
    '프로모션 코드가 방금 변경되었습니다. 주문을 확인하고 다시 시도해 주세요.',
  // Validation (zod messages of packages/contracts)
  'Please enter a valid email address': '올바른 이메일 주소를 입력해 주세요',
  'Email is too long': '이메일이 너무 깁니다',
  'Password must be at least 6 characters long': '비밀번호는 6자 이상이어야 합니다',
  'Password must be 200 characters or less': '비밀번호는 200자 이하여야 합니다',
  'Quantity must be a whole number': '수량은 정수여야 합니다',
  'Quantity must be at least 1': '수량은 1 이상이어야 합니다',
  'Nothing to update': '변경할 내용이 없습니다',
  'Choose whether to receive marketing emails': '광고성 정보 수신 여부를 선택해 주세요',
  'Search text is too long': '검색어가 너무 깁니다',
  'Type at least one character': '한 글자 이상 입력해 주세요',
  'That promo code is too long': '프로모션 코드가 너무 깁니다',
  'The note is too long (1,000 characters at most)': '메모가 너무 깁니다 (최대 1,000자)',
  'Invalid id': '잘못된 ID입니다',
};

/** The contracts' field labels, for "X is required" and the like. */
const FIELD_LABELS_KO: Readonly<Record<string, string>> = {
  'First name': '이름',
  'Last name': '성',
  Email: '이메일',
  Password: '비밀번호',
  'Current password': '현재 비밀번호',
  'New password': '새 비밀번호',
  'Phone number': '전화번호',
  Address: '주소',
  City: '도시',
  'Postal code': '우편번호',
  'Full name': '받는 분 이름',
  Street: '도로명 주소',
  State: '시/도',
  Country: '국가',
  Phone: '전화번호',
  Message: '메시지',
  Name: '이름',
  'Depositor name': '입금자명',
  Note: '메모',
};
/** The product information fields the publish check names (`origin`, `notice.producer`). */
const NOTICE_LABELS_KO: Readonly<Record<string, string>> = {
  origin: '원산지',
  weight: '중량',
  name_kr: '한글 상품명',
  ...Object.fromEntries(
    Object.values(NOTICE_FIELDS)
      .flat()
      .map((f) => [`notice.${f.key}`, f.ko]),
  ),
};
/** A field's label in Korean: a contracts label or a product information field (`notice.producer`). */
export const fieldLabelInKorean = (english: string) =>
  FIELD_LABELS_KO[english] ?? NOTICE_LABELS_KO[english] ?? english;

/** Texts that carry values: a pattern on the English text and its Korean. */
const KOREAN_PATTERNS: readonly [RegExp, (...values: string[]) => string][] = [
  [
    /^This promo code needs an order of at least ₩([\d,]+)$/,
    (amount) => `이 프로모션 코드는 ${amount}원 이상 주문 시 사용할 수 있습니다`,
  ],
  [
    /^(.+) is required$/,
    (field) => `${withParticle(fieldLabelInKorean(field), '을/를')} 입력해 주세요`,
  ],
  [
    /^(.+) is too long$/,
    (field) => `${withParticle(fieldLabelInKorean(field), '이/가')} 너무 깁니다`,
  ],
  [
    /^(.+) must be (\d+) characters or less$/,
    (field, max) => `${withParticle(fieldLabelInKorean(field), '은/는')} ${max}자 이하여야 합니다`,
  ],
];

/** A field message (or a text carried as written) in `language`; English texts stay as they are. */
export function localizeFieldText(text: string, language: 'en' | 'ko'): string {
  if (language === 'en') return text;
  const exact = KOREAN_BY_TEXT[text];
  if (exact) return exact;
  for (const [pattern, korean] of KOREAN_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return korean(...match.slice(1));
  }
  return text;
}
