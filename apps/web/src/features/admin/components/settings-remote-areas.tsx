import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';
import columns from './settings-remote-areas.module.css';
import { errorAt, type SettingsFormValues } from './settings-values';

interface RemoteAreaFieldsProps {
  control: Control<SettingsFormValues>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}

/**
 * 도서산간: the postcode ranges that cost extra to ship to. Couriers change their lists (and since
 * October 2025 islands joined by a bridge may not be charged), so the team keeps them here.
 */
export function RemoteAreaFields({ control, register, errors }: RemoteAreaFieldsProps) {
  const t = useT();
  const areas = useFieldArray({ control, name: 'remote_areas' });
  const cellError = (index: number, field: 'name' | 'from' | 'to' | 'surcharge') =>
    errorAt(errors, `remote_areas.${index}.${field}`);
  return (
    <section className={styles.card} aria-labelledby="remote-areas-title">
      <h2 id="remote-areas-title">{t('admin.settings.remoteAreas')}</h2>
      <p className={styles.muted}>{t('admin.settings.remoteAreasIntro')}</p>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${columns.table}`}>
          <thead>
            <tr>
              <th scope="col" className={columns.name}>
                {t('admin.settings.remoteAreaName')}
              </th>
              <th scope="col" className={columns.postcode}>
                {t('admin.settings.remoteAreaFrom')}
              </th>
              <th scope="col" className={columns.postcode}>
                {t('admin.settings.remoteAreaTo')}
              </th>
              <th scope="col" className={columns.surcharge}>
                {t('admin.settings.remoteAreaSurcharge')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.settings.remoteAreaRemove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {areas.fields.map((area, index) => {
              const problems = (['name', 'from', 'to', 'surcharge'] as const)
                .map((field) => cellError(index, field))
                .filter(Boolean);
              return (
                <tr key={area.id}>
                  <td>
                    <input
                      className={styles.input}
                      aria-label={`${t('admin.settings.remoteAreaName')} ${index + 1}`}
                      aria-invalid={cellError(index, 'name') ? true : undefined}
                      {...register(`remote_areas.${index}.name`)}
                    />
                    {problems.map((message) => (
                      <p key={message} className={styles.fieldError}>
                        {message}
                      </p>
                    ))}
                  </td>
                  <td>
                    <input
                      className={styles.input}
                      inputMode="numeric"
                      maxLength={5}
                      aria-label={`${t('admin.settings.remoteAreaFrom')} ${index + 1}`}
                      aria-invalid={cellError(index, 'from') ? true : undefined}
                      {...register(`remote_areas.${index}.from`)}
                    />
                  </td>
                  <td>
                    <input
                      className={styles.input}
                      inputMode="numeric"
                      maxLength={5}
                      aria-label={`${t('admin.settings.remoteAreaTo')} ${index + 1}`}
                      aria-invalid={cellError(index, 'to') ? true : undefined}
                      {...register(`remote_areas.${index}.to`)}
                    />
                  </td>
                  <td>
                    <input
                      className={styles.input}
                      type="number"
                      min={0}
                      step={500}
                      aria-label={`${t('admin.settings.remoteAreaSurcharge')} ${index + 1}`}
                      aria-invalid={cellError(index, 'surcharge') ? true : undefined}
                      {...register(`remote_areas.${index}.surcharge`, { valueAsNumber: true })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className={styles.button}
                      onClick={() => areas.remove(index)}
                      aria-label={`${t('admin.settings.remoteAreaRemove')} ${index + 1}`}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>
        <button
          type="button"
          className={styles.button}
          onClick={() => areas.append({ name: '', from: '', to: '', surcharge: 5_000 })}
        >
          {t('admin.settings.remoteAreaAdd')}
        </button>
      </p>
    </section>
  );
}
