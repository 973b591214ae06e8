// The day's packed orders as the courier's bulk waybill sheet: CJ대한통운's CNPLUS upload
// (택배 접수 fields, in its column order) or 우체국택배's parcel sheet. The courier prints the
// labels from it; the tracking numbers come back through tracking-import.ts.
import { deliveryRequestLine } from '@jangbogi/contracts/delivery-request';
import { storedDeliveryRequest } from '@jangbogi/contracts/delivery-request-schema';
import { calendarDay } from '@jangbogi/contracts/korea-time';
import { addressSnapshot } from '@jangbogi/contracts/orders';
import { READY_TO_SHIP_STATUSES, type waybillQuery } from '@jangbogi/contracts/waybills';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { SpreadsheetCell } from '../../lib/spreadsheet-cell.ts';
import {
  CSV_CONTENT_TYPE,
  csvBody,
  XLSX_CONTENT_TYPE,
  xlsxBody,
} from '../../lib/spreadsheet-write.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import type { ExportFile } from './export.ts';

type WaybillQuery = z.output<typeof waybillQuery>;

/** One parcel as both sheets need it. */
export interface Parcel {
  orderNumber: string;
  recipient: string;
  phone: string;
  /** The orderer's phone when someone else receives the box. */
  otherPhone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  /** The first product and how many more: "신라면 120g x 5개 외 2건". */
  contents: string;
  /** One box per storage temperature: room, chilled and frozen goods are packed apart. */
  boxes: number;
  /** Where to leave it and how to get in (문 앞 · 공동현관 비밀번호 1234# · note). */
  request: string;
  note: string;
}

interface Sender {
  name: string;
  phone: string;
  postcode: string;
  address: string;
}

/** CNPLUS's 택배 접수 fields, in its order: blank ones are left to the program's defaults. */
const CJ_HEADER = [
  '예약구분',
  '집하예정일',
  '받는분성명',
  '받는분전화번호',
  '받는분기타연락처',
  '받는분우편번호',
  '받는분주소(전체, 분할)',
  '운송장번호',
  '고객주문번호',
  '품목명',
  '박스수량',
  '박스타입',
  '기본운임',
  '배송메세지1',
  '배송메세지2',
];
const cjRow = (p: Parcel): SpreadsheetCell[] => [
  // 1: 일반 (not a return); the pickup date blank is the next pickup.
  '1',
  '',
  p.recipient,
  p.phone,
  p.otherPhone,
  p.postcode,
  // 전체: the road address and 상세주소 in one cell.
  [p.address, p.addressDetail].filter(Boolean).join(' '),
  '',
  p.orderNumber,
  p.contents,
  p.boxes,
  '',
  '',
  p.request,
  p.note,
];

/** 우체국 소포 일괄 접수: the sender (주문자), the receiver (수취인) and the parcel. */
const EPOST_HEADER = [
  'No',
  '주문자명',
  '주문자전화번호',
  '주문자전화번호2',
  '주문자우편번호',
  '주문자주소',
  '주문자상세주소',
  '수취인명',
  '수취인전화번호',
  '수취인전화번호2',
  '수취인우편번호',
  '수취인주소',
  '수취인상세주소',
  '지불방법',
  '등기번호',
  '주문번호',
  '상품구분',
  '상품코드',
  '상품명',
  '중량(g)',
  '부피(cm)',
  '수량',
  '초소형',
  '요금',
  '발송메세지',
  '당일특급',
];
const epostRow = (p: Parcel, index: number, sender: Sender): SpreadsheetCell[] => [
  index + 1,
  sender.name,
  sender.phone,
  '',
  sender.postcode,
  sender.address,
  '',
  p.recipient,
  p.phone,
  p.otherPhone,
  p.postcode,
  p.address,
  p.addressDetail,
  // 선납: the shop pays the postage.
  '선납',
  '',
  p.orderNumber,
  '',
  '',
  p.contents,
  '',
  '',
  p.boxes,
  'N',
  '',
  [p.request, p.note].filter(Boolean).join(' / '),
  'N',
];

export async function packedParcels(db: DbOrTx, deliveryDate: string): Promise<Parcel[]> {
  const orders = await db.order.findMany({
    where: { status: { in: [...READY_TO_SHIP_STATUSES] }, deliveryDate: calendarDay(deliveryDate) },
    orderBy: { orderNumber: 'asc' },
    select: {
      orderNumber: true,
      customerPhone: true,
      shippingAddress: true,
      deliveryRequest: true,
      note: true,
      items: {
        orderBy: { productNameKr: 'asc' },
        select: { productName: true, productNameKr: true, product: { select: { storage: true } } },
      },
    },
  });
  return orders.map((o) => {
    const address = addressSnapshot.parse(o.shippingAddress);
    const request = storedDeliveryRequest(o.deliveryRequest);
    const [first] = o.items;
    const firstName = first?.productNameKr ?? first?.productName ?? '';
    const storages = new Set(o.items.map((i) => i.product?.storage ?? 'room'));
    return {
      orderNumber: o.orderNumber,
      recipient: address.full_name,
      phone: address.phone,
      otherPhone: o.customerPhone === address.phone ? '' : o.customerPhone,
      postcode: address.postal_code,
      address: address.street,
      addressDetail: address.address_detail,
      contents: o.items.length > 1 ? `${firstName} 외 ${o.items.length - 1}건` : firstName,
      boxes: Math.max(1, storages.size),
      request: request ? deliveryRequestLine(request, 'ko') : '',
      note: o.note ?? '',
    };
  });
}

/** The courier's sheet of the day's packed orders, CSV (UTF-8 with a BOM) or XLSX. */
export async function exportWaybills(db: DbOrTx, query: WaybillQuery): Promise<ExportFile> {
  const parcels = await packedParcels(db, query.date);
  const settings = await readShopSettings(db);
  const sender: Sender = {
    name: settings.shop_name_kr,
    phone: settings.phone,
    postcode: /\((\d{5})\)/.exec(settings.address_ko)?.[1] ?? '',
    address: settings.address_ko.replace(/\s*\(\d{5}\)\s*$/, ''),
  };
  const header = query.courier === 'cj' ? CJ_HEADER : EPOST_HEADER;
  const rows = parcels.map((p, i) => (query.courier === 'cj' ? cjRow(p) : epostRow(p, i, sender)));
  const baseName = `jangbogi-waybills-${query.courier}-${query.date}`;
  if (query.format === 'csv') {
    return {
      body: csvBody(header, rows),
      contentType: CSV_CONTENT_TYPE,
      fileName: `${baseName}.csv`,
    };
  }
  // The couriers' programs read the first sheet's first row as the header.
  const columns = header.map((name) => ({ header: name, width: Math.max(10, name.length * 2) }));
  return {
    body: await xlsxBody([{ name: 'Sheet1', columns, rows }]),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `${baseName}.xlsx`,
  };
}
