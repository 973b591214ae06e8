import { fillPolicy, policyFacts } from '@jangbogi/contracts/policy-facts';
import type { MessengerKind } from '@jangbogi/contracts/messenger';
import type { DeliverySettings, PolicyText } from '@jangbogi/contracts/settings';
import { useLocale } from '@/i18n/use-i18n';

/**
 * A policy from the shop settings: titled sections of plain text. The figures other settings
 * decide (`{delivery_promise}`, `{return_days}` ...) are filled in from them, so the policy says
 * what checkout and My Orders do.
 */
export function PolicySections({
  policy,
  delivery,
  messenger = 'whatsapp',
  headingLevel = 2,
}: {
  policy: PolicyText;
  /** The delivery settings the policy's delivery promise follows. */
  delivery: Pick<DeliverySettings, 'cutoff_time' | 'closed_weekdays'>;
  /** The messenger a policy's `{messenger}` names. */
  messenger?: MessengerKind;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const filled = fillPolicy(policy, policyFacts(delivery, locale, messenger));
  return (
    <>
      {filled.sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          <p>{section.body}</p>
        </section>
      ))}
    </>
  );
}
