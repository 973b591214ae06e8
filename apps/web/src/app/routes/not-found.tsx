import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { AppLink } from '@/components/app-link';
import { useT } from '@/i18n/use-i18n';

export function NotFoundRoute() {
  const t = useT();
  return (
    <div className="container page" style={{ textAlign: 'center', padding: '80px 20px' }}>
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} />
      <p
        style={{ fontSize: '4rem', fontWeight: 900, color: 'var(--green-600)', margin: 0 }}
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p style={{ color: 'var(--ink-500)' }}>{t('notFound.text')}</p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 24 }}>
        <AppLink to={paths.home.getHref()} className="btn btn-primary">
          {t('notFound.home')}
        </AppLink>
        <AppLink to={paths.shop.getHref()} className="btn btn-outline">
          {t('shop.title')}
        </AppLink>
      </div>
    </div>
  );
}
