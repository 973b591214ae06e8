// The Kakao (Daum) postcode search: Korea's usual way to pick an address. Its script is loaded
// only when a shopper asks for it, never with the page, and the page works without it.

/** What the widget answers when an address is chosen (the fields the shop uses). */
export interface DaumPostcodeResult {
  /** The 5-digit postcode (국가기초구역번호). */
  zonecode: string;
  /** The road-name address, e.g. 제주특별자치도 제주시 첨단로 242. */
  roadAddress: string;
  buildingName: string;
  /** Province and city or district, e.g. 제주특별자치도, 제주시. */
  sido?: string;
  sigungu?: string;
}

interface DaumPostcodeOptions {
  oncomplete: (result: DaumPostcodeResult) => void;
  width?: string;
  height?: string;
}

interface DaumPostcode {
  embed: (element: HTMLElement) => void;
}

export interface DaumGlobal {
  Postcode: new (options: DaumPostcodeOptions) => DaumPostcode;
}

declare global {
  interface Window {
    daum?: DaumGlobal;
  }
}

// https, not the protocol-relative address Kakao documents: the page's CSP allows this origin.
export const DAUM_POSTCODE_SCRIPT =
  'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 10_000;

/** The script being loaded, so that two clicks load it once. */
let loading: Promise<DaumGlobal> | null = null;

/** The widget's global, loading its script on first use; rejects when it cannot load. */
export function loadDaumPostcode(): Promise<DaumGlobal> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum);
  loading ??= new Promise<DaumGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(
      () => fail(new Error('postcode search timed out')),
      LOAD_TIMEOUT_MS,
    );
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = null; // a later click tries again
      reject(error);
    }
    script.src = DAUM_POSTCODE_SCRIPT;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      loading = null; // from now on window.daum answers
      if (window.daum?.Postcode) resolve(window.daum);
      else fail(new Error('postcode search did not start'));
    };
    script.onerror = () => fail(new Error('postcode search could not load'));
    document.head.append(script);
  });
  return loading;
}

/** The street line a found address fills: the road address and, when there is one, the building. */
export const streetOf = (result: DaumPostcodeResult) =>
  result.buildingName ? `${result.roadAddress} (${result.buildingName})` : result.roadAddress;
