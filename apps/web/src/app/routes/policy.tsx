import type { PolicyText, ShopSettings } from '@jangbogi/contracts/settings';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { PolicySections } from '@/components/policy-sections';
import { useShopSettings } from '@/features/catalog/api/get-settings';

function PolicyPage({
  pick,
  fallbackTitle,
  description,
}: {
  pick: (settings: ShopSettings) => PolicyText;
  fallbackTitle: string;
  description: string;
}) {
  const { data, isPending } = useShopSettings();
  const policy = data ? pick(data) : undefined;
  return (
    <div className="container page">
      <PageMeta title={policy?.title ?? fallbackTitle} description={description} />
      {isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : !policy ? (
        <p className="state-message" role="alert">
          This policy could not be loaded. Please try again.
        </p>
      ) : (
        <article
          className="prose card"
          style={{ padding: 'clamp(20px, 4vw, 40px)', maxWidth: 860 }}
        >
          <h1 className="page-title">{policy.title}</h1>
          <p>
            <strong>Effective date:</strong>{' '}
            <time dateTime={policy.effective_date}>{policy.effective_date}</time>
          </p>
          <PolicySections policy={policy} />
        </article>
      )}
    </div>
  );
}

export function PrivacyPolicyRoute() {
  return (
    <PolicyPage
      pick={(settings) => settings.privacy_policy}
      fallbackTitle="Privacy Policy"
      description="How Jangbogi collects, uses and keeps your personal information, and for how long."
    />
  );
}

export function ReturnPolicyRoute() {
  return (
    <PolicyPage
      pick={(settings) => settings.return_policy}
      fallbackTitle="Return Policy"
      description="Jangbogi's cancellation, return and missing-item rules."
    />
  );
}
