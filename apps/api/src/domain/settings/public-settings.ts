// What shoppers read of the settings: the policies with the figures other settings decide filled
// in (policy-facts.ts), so that no reader of the API meets a policy contradicting checkout.
import { fillPolicy, policyFacts } from '@jangbogi/contracts/policy-facts';
import type { ShopSettings } from '@jangbogi/contracts/settings';

export function withPolicyFacts(settings: ShopSettings): ShopSettings {
  const english = policyFacts(settings.delivery, 'en', settings.messenger.kind);
  const korean = policyFacts(settings.delivery, 'ko', settings.messenger.kind);
  return {
    ...settings,
    return_policy: fillPolicy(settings.return_policy, english),
    privacy_policy: fillPolicy(settings.privacy_policy, english),
    return_policy_ko: fillPolicy(settings.return_policy_ko, korean),
    privacy_policy_ko: fillPolicy(settings.privacy_policy_ko, korean),
  };
}
