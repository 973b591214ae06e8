import { addFirstShopProductToCart, expect, headerCart, test } from './helpers';

// A guest whose cart has items opens each kind of storefront page straight from the address bar.
// The server cannot see the browser's session, so it renders an empty cart badge and a Login link;
// the first render in the browser must match that HTML (React reports error #418 otherwise, which
// the shared fixture turns into a failure), and only then show the stored cart.

test('a guest with a filled cart loads every kind of page without a hydration error', async ({
  page,
}) => {
  const productHref = await addFirstShopProductToCart(page);

  for (const path of [
    '/',
    '/shop',
    productHref ?? '/',
    '/cart',
    '/about',
    '/login',
    '/checkoutpage',
  ]) {
    await page.goto(path);
    // The stored cart shows once the page has hydrated.
    await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
    // So does the floating cart button, whose code arrives after the first render.
    await expect(
      page.getByRole('complementary', { name: 'Chat and cart shortcuts' }).getByRole('link', {
        name: /^Cart, /,
      }),
    ).toHaveAccessibleName('Cart, 1 item');
  }
});
