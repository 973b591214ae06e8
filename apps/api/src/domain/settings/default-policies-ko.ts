// The policies as the Korean pages show them (/ko/privacy-policy, /ko/return-policy and the
// refund tab of Korean product pages). They say what the English ones in default-settings.ts say;
// the team edits each language on the settings page.
import type { PolicyText } from '@jangbogi/contracts/settings';

export const DEFAULT_PRIVACY_POLICY_KO: PolicyText = {
  title: '개인정보처리방침',
  effective_date: '2025-07-23',
  sections: [
    {
      heading: '수집하는 개인정보',
      body: '이름, 이메일 주소, 전화번호, 배송지 주소, 주문 내역, 그리고 계좌이체로 결제하실 때 올려 주신 입금 확인 화면을 수집합니다.',
    },
    {
      heading: '이용 목적',
      body: '주문하신 상품을 배송하고, 결제를 확인하고, 문의에 답변하고, 계정을 안전하게 지키기 위해 이용합니다. 개인정보를 판매하는 일은 절대 없습니다.',
    },
    {
      heading: '보유 기간',
      body: '계약 또는 청약철회 등에 관한 기록: 5년. 대금결제 및 재화 등의 공급에 관한 기록: 5년. 소비자의 불만 또는 분쟁처리에 관한 기록: 3년. 웹사이트 방문 기록: 3개월.',
    },
    {
      heading: '이용자의 권리',
      body: '언제든지 프로필에서 개인정보를 열람하고 정정할 수 있으며, 내 계정의 개인정보 관리에서 모든 정보를 파일로 내려받을 수 있습니다. 회원 탈퇴도 그곳에서 할 수 있습니다. 탈퇴하면 프로필, 배송지, 장바구니와 알림은 바로 삭제되고, 주문 기록은 위 보유 기간 동안 계정과 분리해 보관한 뒤 익명으로 처리합니다. help@jangbogi.kr로 요청하셔도 됩니다.',
    },
  ],
};

// The same figures as the English return policy: 7 days to withdraw, fresh food excepted because
// it is said here before purchase (전자상거래법 제17조 제2항), and the return request windows.
export const DEFAULT_RETURN_POLICY_KO: PolicyText = {
  title: '교환·반품 안내',
  effective_date: '2026-11-24',
  sections: [
    {
      heading: '배송',
      // 배송 설정에서 채워집니다(policy-facts.ts).
      body: '{delivery_promise}',
    },
    {
      heading: '주문 취소',
      body: '상품이 발송되기 전까지는 무료로 주문을 취소할 수 있습니다. 주문번호와 함께 전화, 이메일 또는 메시지로 알려 주세요. 배송이 10일 넘게 늦어지거나 상품이 품절되면 주문을 취소하고 전액 환불해 드립니다.',
    },
    {
      heading: '품절 상품과 대체 상품',
      body: '주문하실 때 상품마다 품절이면 비슷한 상품으로 받으실지, 환불받으실지 고르실 수 있으며, 처음 제안하는 선택은 내 계정에서 정하실 수 있습니다. 포장하는 날 주문대로 보낼 수 없는 상품은 환불해 드리거나, 허락하신 경우 비슷한 상품으로 보내 드립니다. 대체 상품은 주문하신 상품 가격보다 비싸게 받지 않으며, 더 싸면 그 가격만 받습니다. 무게로 파는 상품은 예상 중량으로 결제하시며, 실제 중량이 가벼우면 kg당 가격으로 차액을 환불해 드리고 무거워도 더 받지 않습니다. 할인 쿠폰과 무료배송은 그대로 유지됩니다. 상자가 출발하기 전에 이메일로 알려 드리며, 입금하신 계좌이체 주문은 차액을 계좌로 환불해 드리고, 입금 전 계좌이체와 착불 현금 주문은 바뀐 금액만 받습니다. 현금영수증도 바뀐 금액으로 다시 발급합니다.',
    },
    {
      heading: '단순 변심: 7일',
      body: '상품을 받은 날부터 7일 안에는 이유와 관계없이 구매를 철회할 수 있습니다. 단, 포장을 뜯지 않고 사용하지 않은 상품이어야 하며, 단순 변심으로 반품할 때의 배송비는 고객님이 부담합니다.',
    },
    {
      heading: '신선·냉장·냉동식품',
      body: '신선·냉장·냉동식품(채소, 과일, 육류, 수산물, 유제품, 반찬)은 며칠 만에 가치가 떨어지므로 배송된 뒤에는 단순 변심으로 반품할 수 없습니다(전자상거래법 제17조 제2항). 불량이거나 상했거나 잘못 배송된 상품은 배송된 날로부터 {return_days}일 안에 온라인으로 반품을 신청하시거나, 그 뒤에는 아래 기준에 따라 고객센터로 연락해 주세요.',
    },
    {
      heading: '불량·오배송 상품',
      body: '불량, 파손 또는 잘못 배송된 상품은 받은 날부터 3개월 안에, 또는 문제를 알게 된 날부터 30일 안에 반품 배송비까지 무료로 교환하거나 환불해 드립니다. 배송된 날로부터 {return_days}일 안에는 주문 내역에서 온라인으로 신청하시고, 그 뒤에는 고객센터로 연락해 주세요. 상품과 포장 사진을 보내 주시면 빠르게 처리해 드립니다.',
    },
    {
      heading: '누락 상품',
      body: '빠진 상품이 있으면 배송 후 {missing_days}일 안에 온라인으로 알려 주세요. 빠르게 보내 드리거나 환불해 드립니다.',
    },
    {
      heading: '온라인 반품 신청',
      body: '주문 내역에서 배송 완료된 주문의 "반품 신청"으로 상품과 포장 사진(1~5장)을 올려 신청해 주세요. 오배송·불량 상품은 배송된 날로부터 {return_days}일 뒤 자정까지, 누락 상품은 배송된 날로부터 {missing_days}일 뒤 자정까지(한국 시간) 신청할 수 있습니다. 그 뒤에도 불량·오배송 상품은 고객센터로 연락 주시면 위 기준대로 처리해 드립니다.',
    },
    {
      heading: '반품 방법과 환불 시기',
      body: '전화, 이메일, {messenger} 중 편하신 방법으로 고객센터에 연락 주시면 회수를 접수해 드립니다. 반품된 상품을 받은 날부터 영업일 기준 3일 안에 환불해 드립니다.',
    },
  ],
};
