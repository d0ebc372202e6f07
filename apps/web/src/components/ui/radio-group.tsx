import { useId } from 'react';

export interface RadioOption {
  value: string;
  label: string;
}

interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  problems: readonly string[];
}

/**
 * One choice among a few, as native radios in a radio group: the arrow keys move between them
 * and the legend names the group. A problem is read out with the group and marks it invalid; the
 * group takes focus from script only (tabIndex -1), so that the form's focus-on-problem lands on
 * it and the next Tab enters its radios.
 */
export function RadioGroup({ legend, name, options, value, onChange, problems }: RadioGroupProps) {
  const legendId = useId();
  const problemsId = useId();
  const invalid = problems.length > 0;
  return (
    <div
      role="radiogroup"
      tabIndex={-1}
      aria-labelledby={legendId}
      aria-describedby={invalid ? problemsId : undefined}
      aria-invalid={invalid || undefined}
    >
      <p id={legendId} className="font-medium text-slate-900">
        {legend}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-1.5 py-1 text-sm text-slate-900"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-indigo-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <div id={problemsId} aria-live="polite" className="mt-1 text-sm text-red-700">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </div>
  );
}
