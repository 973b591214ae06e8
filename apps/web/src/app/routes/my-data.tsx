import { PageMeta } from '@/components/page-meta';
import { AccountLayout } from '@/features/account/components/account-layout';
import { DeleteAccount, DownloadMyData } from '@/features/account/components/leave-shop';
import { useT } from '@/i18n/use-i18n';

/** My data: download everything the shop holds (PIPA art. 35), or leave the shop. */
export function MyDataRoute() {
  const t = useT();
  return (
    <AccountLayout title={t('myData.title')}>
      <PageMeta title={t('myData.title')} description={t('myData.metaDescription')} />
      <DownloadMyData />
      <DeleteAccount />
    </AccountLayout>
  );
}
