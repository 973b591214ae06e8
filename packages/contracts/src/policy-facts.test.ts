import { describe, expect, it } from 'vitest';
import { fillPolicy, policyFacts } from './policy-facts.ts';

const policy = {
  title: 'Return Policy',
  effective_date: '2026-11-24',
  sections: [
    { heading: 'Delivery', body: '{delivery_promise}' },
    { heading: 'Online', body: 'Within {return_days} days; {unknown} stays.' },
  ],
};

describe('policy facts', () => {
  it('fills the delivery promise from the delivery settings, in each language', () => {
    const delivery = { cutoff_time: '15:00', closed_weekdays: [0] };
    const english = fillPolicy(policy, policyFacts(delivery, 'en'));
    expect(english.sections[0]?.body).toBe(
      'Order before 3:00 PM (Korean time) and it can arrive the next day; later orders can arrive from the day after. You choose the delivery day at checkout. We do not deliver on Sundays or public holidays.',
    );
    expect(english.sections[1]?.body).toBe('Within 3 days; {unknown} stays.');
    const korean = fillPolicy(
      policy,
      policyFacts({ cutoff_time: '11:30', closed_weekdays: [6, 0] }, 'ko'),
    );
    expect(korean.sections[0]?.body).toContain('오전 11시 30분(한국 시간) 전에 주문하시면');
    expect(korean.sections[0]?.body).toContain('일요일·토요일과 공휴일에는 배송하지 않습니다.');
  });
});
