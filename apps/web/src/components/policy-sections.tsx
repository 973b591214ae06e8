import type { PolicyText } from '@jangbogi/contracts/settings';

/** A policy from the shop settings: titled sections of plain text. */
export function PolicySections({
  policy,
  headingLevel = 2,
}: {
  policy: PolicyText;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {policy.sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          <p>{section.body}</p>
        </section>
      ))}
    </>
  );
}
