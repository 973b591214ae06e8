import type { PolicyText, ShopSettings } from '@jangbogi/contracts/settings';
import type { Locale } from '@/i18n/locales';
import type { MessageId } from '@lingui/core';
import { LoadingOverlay } from '@/components/loading-overlay';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';
import { PerishableNotice } from '@/components/perishable-notice';
import { PolicySections } from '@/components/policy-sections';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';

function PolicyPage({
  pick,
  fallbackTitle,
  description,
  notice,
}: {
  /** The policy in the page's language: each language has its own setting. */
  pick: (settings: ShopSettings, locale: Locale) => PolicyText;
  fallbackTitle: MessageId;
  description: MessageId;
  /** Legal wording the page must carry in the page's language, whatever the settings' text says. */
  notice?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const { data, isPending } = useShopSettings();
  const policy = data ? pick(data, locale) : undefined;
  return (
    <div className="container page">
      <PageMeta title={policy?.title ?? t(fallbackTitle)} description={t(description)} />
      {isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : !policy || !data ? (
        <p className="state-message" role="alert">
          {t('policy.loadFailed')}
        </p>
      ) : (
        <article
          className="prose card"
          style={{ padding: 'clamp(20px, 4vw, 40px)', maxWidth: 860 }}
        >
          <h1 className="page-title">{policy.title}</h1>
          <p>
            <strong>{t('policy.effectiveDate')}</strong>{' '}
            <time dateTime={policy.effective_date}>{format.longDay(policy.effective_date)}</time>
          </p>
          {notice}
          <PolicySections
            policy={policy}
            delivery={data.delivery}
            messenger={data.messenger.kind}
          />
        </article>
      )}
    </div>
  );
}

export function PrivacyPolicyRoute() {
  return (
    <PolicyPage
      pick={(settings, locale) =>
        locale === 'ko' ? settings.privacy_policy_ko : settings.privacy_policy
      }
      fallbackTitle="policy.privacyTitle"
      description="policy.privacyDescription"
    />
  );
}

export function ReturnPolicyRoute() {
  return (
    <PolicyPage
      pick={(settings, locale) =>
        locale === 'ko' ? settings.return_policy_ko : settings.return_policy
      }
      fallbackTitle="policy.returnTitle"
      description="policy.returnDescription"
      notice={<PerishableNotice />}
    />
  );
}
