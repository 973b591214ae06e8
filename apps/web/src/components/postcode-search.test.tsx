import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAUM_POSTCODE_SCRIPT, type DaumPostcodeResult } from '@/lib/daum-postcode';
import { renderWithProviders } from '@/testing/render';
import { PostcodeSearch } from './postcode-search';

const JEJU: DaumPostcodeResult = {
  zonecode: '63309',
  roadAddress: '제주특별자치도 제주시 첨단로 242',
  buildingName: '',
  sido: '제주특별자치도',
  sigungu: '제주시',
};

const widgetScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${DAUM_POSTCODE_SCRIPT}"]`);

describe('PostcodeSearch', () => {
  afterEach(() => {
    delete window.daum;
    widgetScript()?.remove();
  });

  it('loads nothing until asked, then reports the address picked in the search layer', async () => {
    const onFound = vi.fn();
    renderWithProviders(<PostcodeSearch onFound={onFound} />, { locale: 'ko' });
    expect(widgetScript()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    const script = widgetScript();
    expect(script).not.toBeNull();
    const embed = vi.fn();
    window.daum = {
      Postcode: function Postcode(options: { oncomplete: (r: DaumPostcodeResult) => void }) {
        return {
          embed: (element: HTMLElement) => {
            embed(element);
            options.oncomplete(JEJU);
          },
        };
      } as unknown as NonNullable<Window['daum']>['Postcode'],
    };
    script?.dispatchEvent(new Event('load'));

    await waitFor(() => expect(onFound).toHaveBeenCalledWith(JEJU));
    expect(embed).toHaveBeenCalledWith(expect.any(HTMLDivElement));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says calmly that the search is unavailable when its script cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<PostcodeSearch onFound={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Find postcode' }));
    widgetScript()?.dispatchEvent(new Event('error'));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please type your postcode and address instead.',
    );
    expect(screen.getByRole('button', { name: 'Find postcode' })).toBeEnabled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
