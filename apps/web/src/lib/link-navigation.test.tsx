import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink, AppNavLink, isActivePath } from '@/components/app-link';
import type { Locale } from '@/i18n/locales';
import { testI18n } from '@/testing/i18n';
import { LinkNavigation } from './link-navigation';

function renderShop(links: React.ReactNode, locale: Locale = 'en') {
  const basename = locale === 'ko' ? '/ko' : '/';
  const router = createMemoryRouter(
    [
      { path: '/', element: <>{links}</> },
      { path: '/product/:id', element: <p>Product page</p> },
    ],
    { initialEntries: [locale === 'ko' ? '/ko' : '/'], basename },
  );
  render(
    <I18nProvider i18n={testI18n(locale)}>
      <RouterProvider router={router} />
      <LinkNavigation router={router} />
    </I18nProvider>,
  );
  return router;
}

/**
 * Clicks `element` and tells whether the click was left to the browser (its default not prevented).
 * The default is then prevented anyway: jsdom cannot load pages.
 */
function leftToBrowser(element: Element, init?: MouseEventInit) {
  let left = false;
  const record = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(element, init);
  window.removeEventListener('click', record);
  return left;
}

describe('routed links', () => {
  it('are plain anchors that the router follows without a page load', async () => {
    const router = renderShop(<AppLink to="/product/p1?tab=info">Kimchi</AppLink>);
    const link = screen.getByRole('link', { name: 'Kimchi' });
    expect(link).toHaveAttribute('href', '/product/p1?tab=info');

    expect(leftToBrowser(link)).toBe(false);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/product/p1', search: '?tab=info' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('keep the page language: a Korean page links to /ko addresses and routes them', async () => {
    const router = renderShop(<AppLink to="/product/p1">김치</AppLink>, 'ko');
    const link = screen.getByRole('link', { name: '김치' });
    expect(link).toHaveAttribute('href', '/ko/product/p1');

    expect(leftToBrowser(link)).toBe(false);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ko/product/p1');
  });

  it('leave new tabs, other windows, downloads and handled clicks to the browser', () => {
    const router = renderShop(
      <>
        <AppLink to="/product/p1">Plain</AppLink>
        <AppLink to="/product/p2" target="_blank">
          Other window
        </AppLink>
        <AppLink to="/product/p3" download>
          Download
        </AppLink>
        <AppLink to="/product/p4" onClick={(event) => event.preventDefault()}>
          Handled
        </AppLink>
        <a href="/product/p5">Not routed</a>
      </>,
    );
    const link = (name: string) => screen.getByRole('link', { name });

    expect(leftToBrowser(link('Plain'), { ctrlKey: true })).toBe(true);
    expect(leftToBrowser(link('Plain'), { metaKey: true })).toBe(true);
    expect(leftToBrowser(link('Plain'), { shiftKey: true })).toBe(true);
    expect(leftToBrowser(link('Plain'), { button: 1 })).toBe(true);
    expect(leftToBrowser(link('Other window'))).toBe(true);
    expect(leftToBrowser(link('Download'))).toBe(true);
    expect(leftToBrowser(link('Handled'))).toBe(false);
    expect(leftToBrowser(link('Not routed'))).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('replace the history entry when they lead to the page on screen', async () => {
    const router = renderShop(<AppLink to="/">Home</AppLink>);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Home' }))).toBe(false);
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('carry navigation state and replace the history entry when asked', async () => {
    const router = renderShop(
      <AppLink to="/product/p1" state={{ from: '/cart' }} replace>
        Kimchi
      </AppLink>,
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'Kimchi' }))).toBe(false);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/cart' });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('navigation links', () => {
  it('mark the link of the page on screen as the current page', () => {
    renderShop(
      <>
        <AppNavLink to="/">Home</AppNavLink>
        <AppNavLink to="/product">Products</AppNavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it("match as React Router's NavLink: pages below count unless `end`, `/` only for itself", () => {
    expect(isActivePath('/my-orders/42', '/my-orders')).toBe(true);
    expect(isActivePath('/my-orders/42', '/my-orders', true)).toBe(false);
    expect(isActivePath('/My-Orders', '/my-orders', true)).toBe(true);
    expect(isActivePath('/my-ordersx', '/my-orders')).toBe(false);
    expect(isActivePath('/shop', '/')).toBe(false);
  });
});
