// A stand-in for Toss's widget script (https://js.tosspayments.com/v2/standard) in the browser
// tests. It sets the global the real script sets, `TossPayments(clientKey)`, whose
// `widgets({customerKey})` draws payment methods and terms into the shop's boxes, and whose
// `requestPayment` opens a payment window. Paying there goes to the success URL with the query
// Toss sends (paymentType, orderId, paymentKey, amount); closing it goes to the fail URL (code
// PAY_PROCESS_CANCELED, message, orderId), as Toss's redirect flow does. The browser tests serve
// it in place of the real script (fakeTossWidgetScript).

/** The whole script runs in the page: nothing in it may use what is outside the function. */
function installFakeTossWidget(): void {
  interface Amount {
    currency: string;
    value: number;
  }
  interface PaymentRequest {
    orderId: string;
    orderName: string;
    successUrl: string;
    failUrl: string;
    taxFreeAmount?: number | null;
  }
  type Listener = (status: { agreedRequiredTerms: boolean; agreements: unknown[] }) => void;

  const ANONYMOUS = '@@ANONYMOUS';
  const ORDER_ID = /^[A-Za-z0-9_=-]{6,64}$/;
  // The fake Toss server reads the way the shopper paid from the paymentKey's prefix
  // (apps/api/test/fakes/toss-server.ts: fakePaymentKey).
  const METHODS = [
    { code: 'CARD', label: '신용·체크카드', keyPrefix: 'fake_card_' },
    { code: 'TOSSPAY', label: '토스페이', keyPrefix: 'fake_easy_' },
    { code: 'VIRTUAL_ACCOUNT', label: '가상계좌', keyPrefix: 'fake_va_' },
  ];

  const sdkError = (code: string, message: string) => Object.assign(new Error(message), { code });

  function element(tag: string, attributes: Record<string, string> = {}, text = '') {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text) node.textContent = text;
    return node;
  }

  function boxOf(selector: string): HTMLElement {
    const box = document.querySelector<HTMLElement>(selector);
    if (!box) throw sdkError('INVALID_SELECTOR', 'selector에 해당하는 HTML 요소가 없습니다.');
    return box;
  }

  const randomKey = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');

  function withQuery(url: string, query: Record<string, string>) {
    const target = new URL(url);
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
    return target.href;
  }

  /** Toss leaves the page: the promise never settles. */
  function leaveFor(url: string): Promise<never> {
    window.location.assign(url);
    return new Promise<never>(() => {});
  }

  function widgets(options: { customerKey?: string }) {
    if (!options.customerKey)
      throw sdkError('INVALID_CUSTOMER_KEY', 'customerKey가 올바르지 않습니다.');
    let amount: Amount | null = null;
    let methodBox: HTMLElement | null = null;
    let agreementBox: HTMLElement | null = null;
    let selected = METHODS[0] ?? { code: 'CARD', label: '', keyPrefix: 'fake_card_' };
    let agreed = true;

    const renderPaymentMethods = async ({ selector }: { selector: string }) => {
      if (!amount) throw sdkError('NOT_SETUP_AMOUNT', '결제 금액이 설정되지 않았습니다.');
      if (methodBox) throw sdkError('ALREADY_RENDERED', '이미 결제 UI가 렌더링되었습니다.');
      const box = boxOf(selector);
      methodBox = box;
      const list = element('fieldset', { 'data-fake-toss': 'methods' });
      list.append(element('legend', {}, '결제 수단'));
      METHODS.forEach((method, index) => {
        const label = element('label');
        const radio = element('input', {
          type: 'radio',
          name: 'fake-toss-method',
          value: method.code,
        }) as HTMLInputElement;
        radio.checked = index === 0;
        radio.addEventListener('change', () => {
          selected = method;
        });
        label.append(radio, ` ${method.label}`);
        list.append(label);
      });
      box.append(list);
      return {
        on: () => {},
        getSelectedPaymentMethod: async () => ({ code: selected.code }),
        destroy: async () => {
          box.replaceChildren();
          methodBox = null;
        },
      };
    };

    const renderAgreement = async ({ selector }: { selector: string }) => {
      if (agreementBox) throw sdkError('ALREADY_RENDERED', '이미 약관 UI가 렌더링되었습니다.');
      const box = boxOf(selector);
      agreementBox = box;
      const listeners: Listener[] = [];
      const label = element('label', { 'data-fake-toss': 'agreement' });
      const tick = element('input', { type: 'checkbox' }) as HTMLInputElement;
      tick.checked = agreed;
      tick.addEventListener('change', () => {
        agreed = tick.checked;
        for (const listener of listeners) listener({ agreedRequiredTerms: agreed, agreements: [] });
      });
      label.append(tick, ' [필수] 결제 서비스 이용 약관, 개인정보 처리 동의');
      box.append(label);
      return {
        on: (eventName: string, listener: Listener) => {
          if (eventName === 'agreementStatusChange') listeners.push(listener);
        },
        destroy: async () => {
          box.replaceChildren();
          agreementBox = null;
        },
      };
    };

    /** Toss's payment window, over the page: pay, or close it. */
    const paymentWindow = (request: PaymentRequest, value: number) =>
      new Promise<boolean>((resolve) => {
        const dialog = element('div', {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-label': '토스페이먼츠 결제창',
          style:
            'position:fixed;inset:0;z-index:10000;display:grid;place-items:center;background:rgba(0,0,0,.45)',
        });
        const panel = element('div', {
          style: 'background:#fff;padding:24px;border-radius:12px;display:grid;gap:12px',
        });
        const pay = element('button', { type: 'button' }, '결제하기');
        const close = element('button', { type: 'button' }, '닫기');
        pay.addEventListener('click', () => resolve(true));
        close.addEventListener('click', () => resolve(false));
        panel.append(
          element('p', {}, request.orderName),
          element('p', {}, `${value.toLocaleString('ko-KR')}원`),
          pay,
          close,
        );
        dialog.append(panel);
        document.body.append(dialog);
      });

    const requestPayment = async (request: PaymentRequest) => {
      if (!amount) throw sdkError('NOT_SETUP_AMOUNT', '결제 금액이 설정되지 않았습니다.');
      if (!ORDER_ID.test(request.orderId))
        throw sdkError('INVALID_PARAMETERS', 'orderId가 올바르지 않습니다.');
      if (!request.orderName || request.orderName.length > 100)
        throw sdkError('INVALID_PARAMETERS', 'orderName이 올바르지 않습니다.');
      if (!request.successUrl || !request.failUrl)
        throw sdkError('INVALID_PARAMETERS', 'successUrl과 failUrl이 필요합니다.');
      if (!agreed)
        throw sdkError('NEED_AGREEMENT_WITH_REQUIRED_TERMS', '필수 약관에 동의해 주세요.');
      const { value } = amount;
      const taxFree = request.taxFreeAmount ?? 0;
      if (!Number.isInteger(taxFree) || taxFree < 0 || taxFree > value)
        throw sdkError('INVALID_PARAMETERS', 'taxFreeAmount가 올바르지 않습니다.');
      // What Toss was asked for, for the test to read on the page Toss returns to.
      sessionStorage.setItem(
        'fake-toss-request',
        JSON.stringify({ orderId: request.orderId, amount: value, taxFreeAmount: taxFree }),
      );
      if (!(await paymentWindow(request, value))) {
        return leaveFor(
          withQuery(request.failUrl, {
            code: 'PAY_PROCESS_CANCELED',
            message: '사용자에 의해 결제가 취소되었습니다.',
            orderId: request.orderId,
          }),
        );
      }
      return leaveFor(
        withQuery(request.successUrl, {
          paymentType: 'NORMAL',
          orderId: request.orderId,
          paymentKey: `${selected.keyPrefix}${randomKey()}`,
          amount: String(value),
        }),
      );
    };

    return {
      setAmount: async (next: Amount) => {
        if (next.currency !== 'KRW' || !Number.isInteger(next.value) || next.value < 0)
          throw sdkError('INVALID_AMOUNT_VALUE', '결제 금액이 올바르지 않습니다.');
        amount = { currency: next.currency, value: next.value };
      },
      renderPaymentMethods,
      renderAgreement,
      requestPayment,
      destroy: async () => {},
    };
  }

  function TossPayments(clientKey: string) {
    if (!/^(test|live)_gck_/.test(clientKey))
      throw sdkError('INVALID_CLIENT_KEY', '클라이언트 키가 올바르지 않습니다.');
    return { widgets };
  }
  TossPayments.ANONYMOUS = ANONYMOUS;
  Object.assign(window, { TossPayments });
}

/** The fake widget as the script the page loads (the test runner has compiled it to JavaScript). */
export const fakeTossWidgetScript = () => `(${installFakeTossWidget.toString()})();`;
