import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { AppLink } from '@/components/app-link';

export function NotFoundRoute() {
  return (
    <div className="container page" style={{ textAlign: 'center', padding: '80px 20px' }}>
      <PageMeta
        title="Page not found"
        description="The page you were looking for is not at Jangbogi."
      />
      <p
        style={{ fontSize: '4rem', fontWeight: 900, color: 'var(--green-600)', margin: 0 }}
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="page-title">Page not found</h1>
      <p style={{ color: 'var(--ink-500)' }}>
        The page you were looking for does not exist or has moved.
      </p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 24 }}>
        <AppLink to={paths.home.getHref()} className="btn btn-primary">
          Go to Home
        </AppLink>
        <AppLink to={paths.shop.getHref()} className="btn btn-outline">
          Shop All Products
        </AppLink>
      </div>
    </div>
  );
}
