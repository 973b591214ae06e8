import { messengerKinds, type MessengerKind } from '@jangbogi/contracts/messenger';
import type { MessageId } from '@lingui/core';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';
import { errorAt, type SettingsFormValues } from './settings-values';

const KIND_LABELS: Record<MessengerKind, MessageId> = {
  whatsapp: 'admin.settings.messengerWhatsapp',
  kakao: 'admin.settings.messengerKakao',
};

/**
 * The chat shoppers are sent to: WhatsApp (its number is a shop field above) or a KakaoTalk
 * channel, whose address the team copies from the channel's admin page.
 */
export function MessengerFields({
  control,
  register,
  errors,
}: {
  control: Control<SettingsFormValues>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const t = useT();
  const kind = useWatch({ control, name: 'messenger.kind' });
  return (
    <fieldset className={styles.wide}>
      <legend>{t('admin.settings.messenger')}</legend>
      <p className={styles.muted}>{t('admin.settings.messengerHint')}</p>
      <div className={styles.actions}>
        {messengerKinds.map((value) => (
          <label key={value} className={styles.check}>
            <input type="radio" value={value} {...register('messenger.kind')} />{' '}
            {t(KIND_LABELS[value])}
          </label>
        ))}
      </div>
      {kind === 'kakao' && (
        <FormField
          density="compact"
          label={t('admin.settings.messengerUrl')}
          error={errorAt(errors, 'messenger.url')}
        >
          <input
            className={styles.input}
            type="url"
            placeholder="https://pf.kakao.com/_"
            {...register('messenger.url')}
          />
        </FormField>
      )}
    </fieldset>
  );
}
