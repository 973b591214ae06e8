// The shop's own details as first seeded (D9). The back office edits them in shop_settings;
// these values only fill keys that have never been stored.
import type { ShopSettings } from '@jangbogi/contracts/settings';

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shop_name: 'Jangbogi',
  shop_name_kr: '장보기',
  phone: '02-3144-0415',
  whatsapp: '+82 10-5821-4470',
  email: 'help@jangbogi.kr',
  bank_name: 'KB Kookmin Bank',
  account_title: 'Jangbogi Co., Ltd.',
  account_number: '437801-01-284915',
  opening_hours: 'Every day 10:00-22:00',
  business_registration: '214-88-01937',
  address: '27 Yanghwa-ro 12-gil, Mapo-gu, Seoul 04039',
  social_links: {
    instagram: 'https://www.instagram.com/jangbogi.kr',
    facebook: 'https://www.facebook.com/jangbogi.kr',
    youtube: 'https://www.youtube.com/@jangbogi',
    kakao: 'https://pf.kakao.com/_jangbogi',
  },
  free_shipping_notice: 'Free delivery on orders of ₩50,000 or more',
  privacy_policy: {
    title: 'Privacy Policy',
    effective_date: '2025-07-23',
    sections: [
      {
        heading: 'What we collect',
        body: 'Your name, email address, phone number and delivery addresses, the orders you place and, for account transfers, the payment screenshot you upload.',
      },
      {
        heading: 'Why we use it',
        body: 'To deliver your orders, confirm payments, answer your questions and keep your account secure. We never sell your personal information.',
      },
      {
        heading: 'How long we keep it',
        body: 'Records of contracts and withdrawals of subscription: 5 years. Records of payment and supply of goods: 5 years. Records of consumer complaints and dispute resolution: 3 years. Website access logs: 3 months.',
      },
      {
        heading: 'Your rights',
        body: 'You may view, correct or delete your personal information at any time from your profile or by contacting us at help@jangbogi.kr.',
      },
    ],
  },
  return_policy: {
    title: 'Return Policy',
    effective_date: '2025-07-23',
    sections: [
      {
        heading: 'Cancellation',
        body: 'An order can be cancelled while it is pending within 24 hours of payment, when delivery is delayed by more than 10 days, or when an item is out of stock.',
      },
      {
        heading: 'Returns',
        body: 'Returns are accepted only for a wrong or defective item, requested within 3 days of receipt with photos of the item and its packaging.',
      },
      {
        heading: 'Missing items',
        body: 'A missing item must be reported within 1 day of delivery.',
      },
      {
        heading: 'Not returnable',
        body: 'Change of mind, shoes, bags and accessories, items damaged by the customer, and returns sent without our approval.',
      },
    ],
  },
  refund_policy: {
    title: 'Product Refund Policy',
    effective_date: '2025-07-23',
    sections: [
      { heading: 'Shipping', body: 'Orders are delivered within 3-5 business days.' },
      { heading: 'Exchange', body: 'A defective item can be exchanged within 7 days of receipt.' },
      {
        heading: 'Refund',
        body: 'A refund can be requested within 7 days of receipt, for unopened items only. For a change of mind the customer pays the return shipping; for a defective item it is free.',
      },
      {
        heading: 'Non-refundable',
        body: 'Opened or used items, items damaged by negligence, and perishable goods.',
      },
      {
        heading: 'Process',
        body: 'Contact customer service, return the product, and receive your refund after inspection within 3-5 business days.',
      },
    ],
  },
};
