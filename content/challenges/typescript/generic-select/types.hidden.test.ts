import type { Plan as HiddenPlan } from './App';
import { Select as HiddenSelect, plans as hiddenPlans } from './App';

// @test the chosen plan is a Plan
// @description For a list of plans, onChange and the other callbacks get a Plan, never any.
const _h1 = () =>
  HiddenSelect({
    label: 'Plan',
    options: hiddenPlans,
    value: hiddenPlans[0],
    getKey: (plan) => {
      const _h1a: Expect<Equal<typeof plan, HiddenPlan>> = true;
      return plan.id;
    },
    getLabel: (plan) => plan.name,
    onChange: (plan) => {
      const _h1b: Expect<Equal<IsAny<typeof plan>, false>> = true;
    },
  });
