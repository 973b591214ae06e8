import { useAdminSettings } from '@/features/admin/api/marketing';
import styles from '@/features/admin/components/admin.module.css';
import { QueryState } from '@/features/admin/components/query-state';
import { SettingsForm } from '@/features/admin/components/settings-form';
import { useT } from '@/i18n/use-i18n';

export default function SettingsRoute() {
  const t = useT();
  const { data, error, isLoading } = useAdminSettings();
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.settings.title')}</h1>
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {data && <SettingsForm settings={data} />}
    </>
  );
}
