// What a Korean checkout asks beside the address: who receives the box (받는 분, when not the
// orderer), where to leave it and how to get into the building (공동현관 출입방법). No zod here:
// the web form checks a request as the API does without loading the schemas.

export const DELIVERY_PLACES = ['door', 'security_office', 'parcel_locker', 'other'] as const;
export type DeliveryPlace = (typeof DELIVERY_PLACES)[number];

export const ENTRANCE_KINDS = ['code', 'free', 'call'] as const;
export type EntranceKind = (typeof ENTRANCE_KINDS)[number];

/** The one country the shop delivers to, as addresses and orders write it. */
export const DELIVERY_COUNTRY = 'South Korea';

export const ENTRANCE_CODE_MAX = 30;
export const DELIVERY_NOTE_MAX = 200;
export const ADDRESS_DETAIL_MAX = 100;

export interface DeliveryRequest {
  place: DeliveryPlace;
  entrance: { kind: EntranceKind; code?: string | undefined };
  note?: string | undefined;
}

export interface Recipient {
  name: string;
  phone: string;
}

// A rule's message is the id of its text in the API's errors catalogue (apps/api/src/lib/i18n/
// messages), which answers it in the request's language.
export const ENTRANCE_CODE_REQUIRED_MESSAGE = 'validation.entranceCodeRequired';
export const ENTRANCE_CODE_TOO_LONG_MESSAGE = 'validation.entranceCodeTooLong';
export const PLACE_NOTE_REQUIRED_MESSAGE = 'validation.placeNoteRequired';

export type DeliveryRequestProblem =
  'entrance_code_required' | 'entrance_code_too_long' | 'place_note_required';

export const DELIVERY_REQUEST_MESSAGES: Readonly<Record<DeliveryRequestProblem, string>> = {
  entrance_code_required: ENTRANCE_CODE_REQUIRED_MESSAGE,
  entrance_code_too_long: ENTRANCE_CODE_TOO_LONG_MESSAGE,
  place_note_required: PLACE_NOTE_REQUIRED_MESSAGE,
};

/**
 * The rules across a request's fields: an entrance by code needs the code, and "other" place
 * needs the note that says where. Null when the request is fine.
 */
export function deliveryRequestProblem(request: {
  place: DeliveryPlace;
  entrance: { kind: EntranceKind; code?: string | null | undefined };
  note?: string | null | undefined;
}): { problem: DeliveryRequestProblem; field: 'entrance.code' | 'note' } | null {
  if (request.entrance.kind === 'code') {
    const code = request.entrance.code?.trim() ?? '';
    if (code === '') return { problem: 'entrance_code_required', field: 'entrance.code' };
    if (code.length > ENTRANCE_CODE_MAX)
      return { problem: 'entrance_code_too_long', field: 'entrance.code' };
  }
  if (request.place === 'other' && !request.note?.trim())
    return { problem: 'place_note_required', field: 'note' };
  return null;
}

/** The request as it is stored and answered: trimmed, a code only with a code entrance. */
export function normalizeDeliveryRequest(request: {
  place: DeliveryPlace;
  entrance: { kind: EntranceKind; code?: string | null | undefined };
  note?: string | null | undefined;
}): DeliveryRequest {
  const note = request.note?.trim();
  const code = request.entrance.code?.trim();
  return {
    place: request.place,
    entrance:
      request.entrance.kind === 'code' && code
        ? { kind: 'code', code }
        : { kind: request.entrance.kind },
    ...(note ? { note } : {}),
  };
}

const PLACE_WORDS: Readonly<Record<DeliveryPlace, { en: string; ko: string }>> = {
  door: { en: 'At the door', ko: '문 앞' },
  security_office: { en: 'Security office', ko: '경비실' },
  parcel_locker: { en: 'Parcel locker', ko: '택배함' },
  other: { en: 'Other', ko: '기타' },
};

const ENTRANCE_WORDS: Readonly<Record<EntranceKind, { en: string; ko: string }>> = {
  code: { en: 'Entrance code', ko: '공동현관 비밀번호' },
  free: { en: 'Free entry', ko: '자유 출입 가능' },
  call: { en: 'Call on arrival', ko: '도착 시 연락' },
};

/**
 * One line for the courier's sheet and the packing slip in the API's exports, e.g.
 * `문 앞 · 공동현관 비밀번호 #1234 · 벨 누르지 마세요`. The web app writes the same line from its
 * message catalogues.
 */
export function deliveryRequestLine(request: DeliveryRequest, language: 'en' | 'ko'): string {
  const entrance = ENTRANCE_WORDS[request.entrance.kind][language];
  return [
    PLACE_WORDS[request.place][language],
    request.entrance.code ? `${entrance} ${request.entrance.code}` : entrance,
    request.note,
  ]
    .filter((part): part is string => !!part)
    .join(' · ');
}
