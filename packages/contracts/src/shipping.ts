// Couriers an order can be shipped with, and where a shopper follows the parcel. No zod here:
// the web app's order screens import it.

export const couriers = ['cj', 'hanjin', 'lotte', 'epost', 'logen', 'other'] as const;
export type Courier = (typeof couriers)[number];

export const courierLabels: Record<Courier, string> = {
  cj: 'CJ Logistics (CJ대한통운)',
  hanjin: 'Hanjin (한진택배)',
  lotte: 'Lotte (롯데택배)',
  epost: 'Korea Post (우체국택배)',
  logen: 'Logen (로젠택배)',
  other: 'Other courier',
};

/** Each courier's name as shoppers know it, in each language. */
const courierNames: Record<Courier, { en: string; ko: string }> = {
  cj: { en: 'CJ Logistics', ko: 'CJ대한통운' },
  hanjin: { en: 'Hanjin', ko: '한진택배' },
  lotte: { en: 'Lotte Global Logistics', ko: '롯데택배' },
  epost: { en: 'Korea Post', ko: '우체국택배' },
  logen: { en: 'Logen', ko: '로젠택배' },
  other: { en: 'Other courier', ko: '기타 택배사' },
};

/** The courier's name in a language: 우체국택배 on Korean pages and emails, Korea Post in English. */
export const courierName = (courier: Courier, language: 'en' | 'ko'): string =>
  courierNames[courier][language];

// The couriers' public tracking pages, which take the waybill number in the address.
const trackingPages: Record<Exclude<Courier, 'other'>, (n: string) => string> = {
  cj: (n) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${n}`,
  hanjin: (n) =>
    `https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${n}`,
  lotte: (n) => `https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=${n}`,
  epost: (n) => `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${n}`,
  logen: (n) => `https://www.ilogen.com/web/personal/trace/${n}`,
};

/** The courier's tracking page for a waybill number; null for another courier. */
export function trackingUrl(courier: Courier | null, trackingNumber: string | null): string | null {
  if (!courier || courier === 'other' || !trackingNumber) return null;
  return trackingPages[courier](encodeURIComponent(trackingNumber.replace(/[\s-]/g, '')));
}

/** What a shipped order shows: the courier, its waybill number and the tracking page. */
export interface Shipment {
  courier: Courier;
  courier_name: string;
  tracking_number: string;
  tracking_url: string | null;
}

export function presentShipment(
  courier: Courier | null,
  trackingNumber: string | null,
): Shipment | null {
  if (!courier || !trackingNumber) return null;
  return {
    courier,
    courier_name: courierLabels[courier],
    tracking_number: trackingNumber,
    tracking_url: trackingUrl(courier, trackingNumber),
  };
}
