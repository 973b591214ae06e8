// The Korean of the contracts' field messages, which zod rules write in English (packages/contracts),
// and of the promo rules' words: found by their exact English text, then by a pattern for texts
// that carry values (a field's label, a length). Every error the API raises itself has a message
// id instead (catalogue.ts); these texts reach a shopper only as a field's message or as a text an
// error carries as written (errors.ts's fieldText), until the contracts' rules name ids too.
import { withParticle } from '@jangbogi/contracts/korean-particle';
import { KAKAO_CHANNEL_MESSAGE } from '@jangbogi/contracts/messenger';
import { KOREAN_PHONE_MESSAGE } from '@jangbogi/contracts/phone-number';
import {
  ENTRANCE_CODE_REQUIRED_MESSAGE,
  ENTRANCE_CODE_TOO_LONG_MESSAGE,
  PLACE_NOTE_REQUIRED_MESSAGE,
} from '@jangbogi/contracts/delivery-request';
import { PRIVACY_CONSENT_REQUIRED_MESSAGE } from '@jangbogi/contracts/orders';
import { AGE_14_REQUIRED_MESSAGE } from '@jangbogi/contracts/users';
import {
  POSTCODE_DIGITS_MESSAGE,
  POSTCODE_UNKNOWN_MESSAGE,
  provinceInKorean,
} from '@jangbogi/contracts/postcode';
import { NOTICE_FIELDS } from '@jangbogi/contracts/product-information';

/** English text -> Korean, for texts without values. */
const KOREAN_BY_TEXT: Readonly<Record<string, string>> = {
  // Toss Payments
  'This order is not paid yet: wait for its payment.':
    '아직 결제되지 않은 주문입니다. 결제를 기다려 주세요.',
  'This order was already paid with another payment.': '이 주문은 이미 다른 결제로 결제되었습니다.',
  'Not a payment order id': '결제 주문번호가 올바르지 않습니다',
  'The payment Toss Payments reports does not match this order.':
    '토스페이먼츠가 알려 온 결제가 이 주문과 맞지 않습니다.',
  'The payment did not match the order, so it was cancelled and nothing was charged. Please place the order again.':
    '결제 내용이 주문과 맞지 않아 결제를 취소했습니다. 청구된 금액은 없습니다. 다시 주문해 주세요.',
  'Card and easy pay are not available': '카드·간편결제를 이용할 수 없습니다',
  'Toss Payments is not set up': '토스페이먼츠가 설정되어 있지 않습니다',
  'Confirm the transfer payment before shipping this order.':
    '발송하기 전에 계좌이체 입금을 확인해 주세요.',
  // Substitution and packing
  'Choose allow or refund': '대체 또는 환불을 선택해 주세요',
  'Too many substitution choices': '대체 선택이 너무 많습니다',
  'Each line may be listed once': '같은 상품은 한 번만 보낼 수 있습니다',
  'Weigh the product as ordered, not a substitute.':
    '대체 상품이 아닌 주문한 상품의 무게를 재 주세요.',
  'This product is not sold by weight.': '무게로 파는 상품이 아닙니다.',
  // Returns
  'Only a delivered order can be returned.': '배송 완료된 주문만 반품할 수 있습니다.',
  'A return of this item is already waiting for the shop.':
    '이 상품의 반품 요청이 이미 접수되어 처리를 기다리고 있습니다.',
  'Add at least one photo of the items': '상품 사진을 한 장 이상 올려 주세요',
  'A return can have at most 5 photos.': '반품 사진은 최대 5장까지 올릴 수 있습니다.',
  'Pick at least one item to return': '반품할 상품을 하나 이상 선택해 주세요',
  'Each item can be listed once': '같은 상품은 한 번만 선택할 수 있습니다',
  'The note is too long': '메모가 너무 깁니다',
  // Refund accounts (a paid order's cancellation, a return on an order paid by transfer)
  'Enter the bank account your refund should go to': '환불받을 계좌를 입력해 주세요',
  'Enter the bank name': '은행 이름을 입력해 주세요',
  'The bank name is too long': '은행 이름이 너무 깁니다',
  'Enter the account number (digits and dashes)': '계좌번호를 숫자와 -로 입력해 주세요',
  'Enter the account holder': '예금주를 입력해 주세요',
  'The account holder is too long': '예금주 이름이 너무 깁니다',
  'Return not found.': '반품 요청을 찾을 수 없습니다.',
  'Only an approved return can be refunded.': '승인된 반품만 환불할 수 있습니다.',
  'Say why the return is refused': '반품을 거절하는 사유를 입력해 주세요',
  'The reason is too long': '사유가 너무 깁니다',
  // Back-in-stock alerts
  'Too many back-in-stock requests from this connection. Please try again in an hour.':
    '이 연결에서 재입고 알림 요청이 너무 많습니다. 한 시간 뒤에 다시 시도해 주세요.',
  'Too many back-in-stock requests for this email. Please try again in an hour.':
    '이 이메일로 재입고 알림 요청이 너무 많습니다. 한 시간 뒤에 다시 시도해 주세요.',
  'This link is not valid or has expired.': '링크가 올바르지 않거나 만료되었습니다.',
  // Addresses and phones
  [POSTCODE_DIGITS_MESSAGE]: '우편번호는 숫자 5자리로 입력해 주세요',
  [POSTCODE_UNKNOWN_MESSAGE]: '국내 우편번호가 아닙니다. 우편번호 찾기로 주소를 검색해 주세요',
  [KOREAN_PHONE_MESSAGE]: '올바른 국내 전화번호를 입력해 주세요. 예: 010-1234-5678, 02-123-4567',
  // Sessions and accounts
  'Please log in to continue.': '로그인해 주세요.',
  'You do not have access to this.': '접근 권한이 없습니다.',
  'Invalid email or password.': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'An account with this email already exists.': '이미 이 이메일로 가입된 계정이 있습니다.',
  'Your session has expired. Please log in again.': '세션이 만료되었습니다. 다시 로그인해 주세요.',
  'Your guest session has expired. Please reload the page.':
    '비회원 세션이 만료되었습니다. 페이지를 새로고침해 주세요.',
  'Current password is incorrect.': '현재 비밀번호가 올바르지 않습니다.',
  'The password is not correct.': '비밀번호가 올바르지 않습니다.',
  'Your account no longer exists': '계정이 더 이상 존재하지 않습니다',
  'Account not found': '계정을 찾을 수 없습니다',
  'Your email is already confirmed.': '이미 인증된 이메일입니다.',
  'Invalid or missing reset token. Please request a new password reset link.':
    '재설정 링크가 올바르지 않거나 없습니다. 비밀번호 재설정 링크를 다시 요청해 주세요.',
  'Invalid or missing confirmation link. Please ask for a new one.':
    '인증 링크가 올바르지 않거나 없습니다. 새 링크를 요청해 주세요.',
  'Too many login attempts. Please wait a minute and try again.':
    '로그인 시도가 너무 많습니다. 1분 후에 다시 시도해 주세요.',
  'Too many requests. Please wait and try again.':
    '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'A session is required: send a bearer token or a guest-token header.':
    '세션이 필요합니다. 페이지를 새로고침해 주세요.',
  // Catalogue
  'Product not found': '상품을 찾을 수 없습니다',
  'Product not found.': '상품을 찾을 수 없습니다.',
  'Category not found': '카테고리를 찾을 수 없습니다',
  'Category not found.': '카테고리를 찾을 수 없습니다.',
  'Subcategory not found': '하위 카테고리를 찾을 수 없습니다',
  'Subcategory not found.': '하위 카테고리를 찾을 수 없습니다.',
  'Invalid product. Cannot add to cart.': '잘못된 상품입니다. 장바구니에 담을 수 없습니다.',
  'This item is currently out of stock.': '이 상품은 현재 품절입니다.',
  'Another product already has this SKU.': '다른 상품이 이미 이 상품코드를 쓰고 있습니다.',
  // Settings
  'Use an address that starts with https://': 'https://로 시작하는 주소를 입력해 주세요',
  [KAKAO_CHANNEL_MESSAGE]:
    '카카오톡 채널 관리자센터의 채널 주소를 입력해 주세요 (예: https://pf.kakao.com/_xmaBxj)',
  'Choose WhatsApp or KakaoTalk channel': 'WhatsApp 또는 카카오톡 채널을 선택해 주세요',
  // Catalogue import
  'The sheet has no sku (상품코드) column. Start from the template or an export.':
    '시트에 상품코드(sku) 열이 없습니다. 양식이나 내보낸 파일에서 시작해 주세요.',
  'The sheet could not be read as CSV. Save it again as CSV or Excel.':
    '시트를 CSV로 읽을 수 없습니다. CSV나 엑셀 파일로 다시 저장해 주세요.',
  'The sheet could not be read as an Excel file.': '시트를 엑셀 파일로 읽을 수 없습니다.',
  'The images file could not be read as a ZIP archive.':
    '이미지 파일을 ZIP 압축 파일로 읽을 수 없습니다.',
  'Please choose the tracking-number file to upload.': '올릴 송장번호 파일을 선택해 주세요.',
  'Please choose the product sheet (CSV or XLSX) to upload.':
    '올릴 상품 시트(CSV 또는 XLSX)를 선택해 주세요.',
  'The file is too large. The limit is 50 MB.':
    '파일이 너무 큽니다. 최대 50MB까지 올릴 수 있습니다.',
  'Another product took one of these SKUs while the import ran. Nothing was changed; try again.':
    '가져오는 동안 다른 상품이 이 상품코드 중 하나를 가져갔습니다. 아무것도 바뀌지 않았으니 다시 시도해 주세요.',
  'The import failed and nothing was changed. Please try again.':
    '가져오기에 실패해 아무것도 바뀌지 않았습니다. 다시 시도해 주세요.',
  'sku may use letters, digits, dots, dashes and underscores (up to 40)':
    '상품코드에는 영문, 숫자, 점, 대시, 밑줄만 쓸 수 있습니다 (최대 40자)',
  // Cart, addresses, checkout, orders
  'Your cart is empty': '장바구니가 비어 있습니다',
  'Address not found': '주소를 찾을 수 없습니다',
  'This address already exists.': '이미 등록된 주소입니다.',
  'Please enter depositor name': '입금자명을 입력해 주세요',
  [PRIVACY_CONSENT_REQUIRED_MESSAGE]: '비회원 주문을 하려면 개인정보 수집·이용에 동의해 주세요',
  [AGE_14_REQUIRED_MESSAGE]: '만 14세 이상만 가입할 수 있습니다. 만 14세 이상임을 확인해 주세요',
  [ENTRANCE_CODE_REQUIRED_MESSAGE]: '공동현관 비밀번호를 입력해 주세요',
  [ENTRANCE_CODE_TOO_LONG_MESSAGE]: '공동현관 비밀번호가 너무 깁니다',
  [PLACE_NOTE_REQUIRED_MESSAGE]: '택배를 둘 곳을 적어 주세요',
  'Recipient name is required': '받는 분 이름을 입력해 주세요',
  'Please choose where to leave the box': '택배를 둘 곳을 선택해 주세요',
  'Please choose how to get into the building': '공동현관 출입방법을 선택해 주세요',
  'Please select an address': '주소를 선택해 주세요',
  'Please choose cash or account transfer': '현금 결제 또는 계좌이체를 선택해 주세요',
  'Synonym not found.': '동의어를 찾을 수 없습니다.',
  'Order not found.': '주문을 찾을 수 없습니다.',
  'This order is already paid': '이미 결제된 주문입니다',
  'This order was cancelled': '취소된 주문입니다',
  'Proof of payment is only needed for account transfer orders':
    '입금 확인 자료는 계좌이체 주문에만 필요합니다',
  'This request is still being processed. Please try again.':
    '요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  // Promo codes
  'Invalid promo code': '유효하지 않은 프로모션 코드입니다',
  'This promo code is no longer active': '더 이상 사용할 수 없는 프로모션 코드입니다',
  'This promo code is not active yet': '아직 사용할 수 없는 프로모션 코드입니다',
  'This promo code has expired': '기간이 끝난 프로모션 코드입니다',
  'This promo code has reached its usage limit': '사용 한도에 도달한 프로모션 코드입니다',
  'You have already used this promo code': '이미 사용한 프로모션 코드입니다',
  'This promo code just changed. Please check your order and try again.':
    '프로모션 코드가 방금 변경되었습니다. 주문을 확인하고 다시 시도해 주세요.',
  // Uploads
  'The image is too large. The limit is 5 MB.': '이미지가 너무 큽니다. 5MB까지 올릴 수 있습니다.',
  'Only JPEG, PNG, WebP or GIF images can be uploaded.':
    'JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
  'This image could not be read. Please choose another file.':
    '이미지를 읽을 수 없습니다. 다른 파일을 선택해 주세요.',
  'The upload could not be read. Please choose the file again.':
    '업로드한 파일을 읽을 수 없습니다. 파일을 다시 선택해 주세요.',
  // Validation (zod messages of packages/contracts)
  'Please enter a valid email address': '올바른 이메일 주소를 입력해 주세요',
  'Email is too long': '이메일이 너무 깁니다',
  'Password must be at least 6 characters long': '비밀번호는 6자 이상이어야 합니다',
  'Password must be 200 characters or less': '비밀번호는 200자 이하여야 합니다',
  'Please enter a valid phone number': '올바른 전화번호를 입력해 주세요',
  'Quantity must be a whole number': '수량은 정수여야 합니다',
  'Quantity must be at least 1': '수량은 1 이상이어야 합니다',
  'Nothing to update': '변경할 내용이 없습니다',
  'Choose whether to receive marketing emails': '광고성 정보 수신 여부를 선택해 주세요',
  'Search text is too long': '검색어가 너무 깁니다',
  'Type at least one character': '한 글자 이상 입력해 주세요',
  'That promo code is too long': '프로모션 코드가 너무 깁니다',
  'The note is too long (1,000 characters at most)': '메모가 너무 깁니다 (최대 1,000자)',
  'Invalid id': '잘못된 ID입니다',
  // Back office
  'Only the shop team can do this.': '쇼핑몰 운영팀만 할 수 있습니다.',
  'Banner not found.': '배너를 찾을 수 없습니다.',
  'Promo not found.': '프로모션을 찾을 수 없습니다.',
  'Refund not found.': '환불 내역을 찾을 수 없습니다.',
  'Invalid banner': '배너 내용을 확인해 주세요',
  'The category to move it to was not found.': '옮길 카테고리를 찾을 수 없습니다.',
  'That image does not belong to this product.': '이 상품의 이미지가 아닙니다.',
  'Some selected products no longer exist. Reload the list.':
    '선택한 상품 중 일부가 더 이상 없습니다. 목록을 새로고침해 주세요.',
  'This receipt is no longer needed: its order was refunded before it was issued.':
    '더 이상 필요 없는 현금영수증입니다. 발급 전에 주문이 환불되었습니다.',
  'This receipt was already recorded as issued.': '이미 발급된 것으로 기록된 현금영수증입니다.',
  'Choose the bank name and the date, depositor and amount columns.':
    '은행 이름과 거래일, 입금자명, 입금액 열을 선택해 주세요.',
  'The columns you chose are not all in the header row of this file.':
    '선택한 열 중 이 파일의 머리글 행에 없는 열이 있습니다.',
  'This statement layout is not known. Choose the date, depositor and deposit amount columns.':
    '알 수 없는 거래내역 형식입니다. 거래일, 입금자명, 입금액 열을 선택해 주세요.',
  'The statement could not be read as CSV. Export it again as CSV or Excel.':
    '거래내역을 CSV로 읽을 수 없습니다. CSV나 엑셀로 다시 내보내 주세요.',
  // Files and profile
  'File not found': '파일을 찾을 수 없습니다',
  'Send the profile fields as JSON or a profileImage file.':
    '프로필 항목은 JSON으로, 사진은 profileImage 파일로 보내 주세요.',
  // Delivery days
  'That delivery day is fully booked. Please choose another day.':
    '선택한 배송일은 예약이 모두 찼습니다. 다른 날을 선택해 주세요.',
  // The error handler's own answers
  'Something went wrong. Please try again.': '문제가 발생했습니다. 다시 시도해 주세요.',
  'The shop is briefly unavailable. Please try again in a moment.':
    '잠시 쇼핑몰을 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'The request contains text or a number the shop cannot accept.':
    '요청에 처리할 수 없는 글자나 숫자가 있습니다.',
  'The request body is not valid JSON.': '요청 형식이 올바르지 않습니다.',
  'The request is too large.': '요청이 너무 큽니다.',
  'The shop is very busy right now and could not complete this. Nothing was changed; please try again.':
    '지금 주문이 많아 처리하지 못했습니다. 변경된 것은 없으니 다시 시도해 주세요.',
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
    /^The return window for this reason closed on (.+) \(Korean time\): a missing item must be reported within 1 day of delivery\.$/,
    (until) =>
      `이 사유의 반품 신청 기간은 ${until}(한국 시간)에 끝났습니다. 누락 상품은 배송 후 1일 이내에 알려 주셔야 합니다.`,
  ],
  [
    /^The return window for this reason closed on (.+) \(Korean time\): a wrong or defective item must be reported within (\d+) days of delivery\.$/,
    (until, days) =>
      `이 사유의 반품 신청 기간은 ${until}(한국 시간)에 끝났습니다. 오배송·불량 상품은 배송 후 ${days}일 이내에 알려 주셔야 합니다.`,
  ],
  [
    /^Only (\d+) of this item can still be returned\.$/,
    (n) => `이 상품은 ${n}개까지만 반품할 수 있습니다.`,
  ],
  [/^This return was already (\w+)\.$/, () => '이미 처리된 반품 요청입니다.'],
  [
    /^Order (\S+) is not finished yet\. You can delete your account once it is delivered or cancelled\.$/,
    (n) =>
      `주문번호 ${n} 주문이 아직 끝나지 않았습니다. 배송이 완료되거나 주문이 취소된 뒤에 탈퇴할 수 있습니다.`,
  ],
  [
    /^Order (\S+) has a return in progress\. You can delete your account once it is settled\.$/,
    (n) => `주문번호 ${n} 주문의 반품이 진행 중입니다. 반품 처리가 끝난 뒤에 탈퇴할 수 있습니다.`,
  ],
  [
    /^We still owe you a refund for order (\S+)\. You can delete your account once it is paid\.$/,
    (n) =>
      `주문번호 ${n} 주문의 환불이 아직 끝나지 않았습니다. 환불이 완료된 뒤에 탈퇴할 수 있습니다.`,
  ],
  [
    /^Only (\d+) left of (.+)$/,
    (count, name) => `${withParticle(name, '은/는')} ${count}개만 남았습니다`,
  ],
  [/^Only (\d+) left$/, (count) => `${count}개만 남았습니다`],
  [
    /^The minimum order is ₩?([\d,]+): add ₩?([\d,]+) more to place this order\.$/,
    (minimum, needed) =>
      `최소 주문 금액은 ${minimum}원입니다. ${needed}원어치를 더 담아야 주문할 수 있습니다.`,
  ],
  [
    /^The price of (.+) just changed\. Please check your cart and try again\.$/,
    (name) => `${name}의 가격이 방금 바뀌었습니다. 장바구니를 확인하고 다시 시도해 주세요.`,
  ],
  [
    /^(.+) is no longer available$/,
    (name) => `${withParticle(name, '은/는')} 더 이상 판매하지 않습니다`,
  ],
  [
    /^This promo code needs an order of at least ₩([\d,]+)$/,
    (amount) => `이 프로모션 코드는 ${amount}원 이상 주문 시 사용할 수 있습니다`,
  ],
  [
    /^An order can have at most (\d+) transfer screenshots\. Please contact us if you need to send another\.$/,
    (count) =>
      `입금 화면은 주문당 ${count}장까지 올릴 수 있습니다. 더 보내셔야 하면 문의해 주세요.`,
  ],
  [/^No default (shipping|billing) address found$/, () => '기본 주소가 없습니다'],
  [
    /^A food product is published only with its origin and product information notice\. Missing: (.+)$/,
    (fields) =>
      `식품은 원산지와 상품정보제공고시를 모두 입력해야 게시할 수 있습니다. 빠진 항목: ${fields
        .split(', ')
        .map(fieldLabelInKorean)
        .join(', ')}`,
  ],
  [
    /^That delivery day is fully booked\. The next day with room is (\d{4}-\d{2}-\d{2})\.$/,
    (next) => `선택한 배송일은 예약이 모두 찼습니다. 가장 가까운 배송 가능일은 ${next}입니다.`,
  ],
  // Back office
  [
    /^(\d+) products? on sale still uses? this (category|subcategory); move or archive them first\.$/,
    (count, kind) =>
      `판매 중인 상품 ${count}개가 아직 이 ${kind === 'category' ? '카테고리' : '하위 카테고리'}에 있습니다. 먼저 옮기거나 보관 처리해 주세요.`,
  ],
  [
    /^This category still has (\d+) subcategor(?:y|ies)\. Move or delete them first\.$/,
    (count) =>
      `이 카테고리에 하위 카테고리가 ${count}개 남아 있습니다. 먼저 옮기거나 삭제해 주세요.`,
  ],
  [
    /^This subcategory still has (\d+) products?\. Move them first\.$/,
    (count) => `이 하위 카테고리에 상품이 ${count}개 남아 있습니다. 먼저 옮겨 주세요.`,
  ],
  [
    /^(\d+) of (\d+) selected products cannot take this change; nothing was changed\.$/,
    (failed, total) =>
      `선택한 상품 ${total}개 중 ${failed}개에 이 변경을 적용할 수 없어 아무것도 바꾸지 않았습니다.`,
  ],
  [
    /^The stock changed from (-?\d+) to (-?\d+) since you loaded it \(orders came in\)\. Check the new figure and try again\.$/,
    (before, now) =>
      `불러온 뒤 재고가 ${before}개에서 ${now}개로 바뀌었습니다(주문이 들어왔습니다). 새 수량을 확인하고 다시 시도해 주세요.`,
  ],
  [
    /^Only (-?\d+) in stock: cannot remove (\d+)\.$/,
    (stock, remove) => `재고가 ${stock}개뿐이라 ${remove}개를 뺄 수 없습니다.`,
  ],
  [
    /^Only (\d+) of this line can still be returned\.$/,
    (n) => `이 상품은 ${n}개까지만 반품 처리할 수 있습니다.`,
  ],
  [
    /^A product can have at most (\d+) images\.$/,
    (n) => `상품 이미지는 최대 ${n}장까지 올릴 수 있습니다.`,
  ],
  [
    /^A return can have at most (\d+) photos\.$/,
    (n) => `반품 사진은 최대 ${n}장까지 올릴 수 있습니다.`,
  ],
  // Catalogue import limits
  [
    /^The sheet has more than ([\d,]+) rows, the limit for one import\. Split it into sheets of up to [\d,]+ products\.$/,
    (n) =>
      `시트가 ${n}행을 넘습니다. 한 번에 ${n}행까지 가져올 수 있으니 시트를 나누어 올려 주세요.`,
  ],
  [
    /^The picture (.+) in the ZIP unpacks to more than (\d+) MB, the limit for one picture\.$/,
    (name, mb) =>
      `ZIP 파일의 그림 ${name}의 압축을 풀면 ${mb}MB를 넘습니다. 그림 하나는 ${mb}MB까지입니다.`,
  ],
  [
    /^The ZIP of pictures unpacks to more than (\d+) MB, the limit for one import\.$/,
    (mb) =>
      `이미지 ZIP 파일의 압축을 풀면 ${mb}MB를 넘습니다. 한 번에 ${mb}MB까지 가져올 수 있습니다.`,
  ],
  [
    /^The ZIP of pictures holds more than ([\d,]+) files, the limit for one import\.$/,
    (n) =>
      `이미지 ZIP 파일에 파일이 ${n}개를 넘게 들어 있습니다. 한 번에 ${n}개까지 가져올 수 있습니다.`,
  ],
  [
    /^The picture (.+) in the ZIP could not be unpacked\.$/,
    (name) => `ZIP 파일의 그림 ${name}의 압축을 풀 수 없습니다.`,
  ],
  [
    /^The postcode (\d{5}) is in (.+), but the address is in (.+)\. Search for the address again or correct the postcode\.$/,
    (postcode, postcodeProvince, addressProvince) =>
      `우편번호 ${withParticle(postcode, '은/는')} ${provinceInKorean(postcodeProvince)} 지역인데 주소는 ${provinceInKorean(addressProvince)}입니다. 우편번호 찾기로 주소를 다시 검색하거나 우편번호를 고쳐 주세요.`,
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
