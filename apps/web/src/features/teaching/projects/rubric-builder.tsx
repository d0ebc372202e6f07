import { useEffect, useRef } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { FieldPath } from '../../../lib/use-schema-form.ts';
import {
  RUBRIC_LIMITS,
  emptyCriterion,
  type CriterionValues,
  type NewProjectValues,
} from './project-form-values.ts';

interface RubricBuilderProps {
  rubric: readonly CriterionValues[];
  /** The form's field props for a text value of the rubric. */
  field: (path: FieldPath<NewProjectValues>) => {
    name: string;
    value: string;
    problems: string[];
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  };
  onChange: (rubric: CriterionValues[]) => void;
}

const smallButton = `${buttonStyles.secondary} text-sm`;

/**
 * The rubric as fieldsets: each criterion its name and its levels (a label and points), with
 * buttons to add and remove within the contract's bounds (1–10 criteria, 2–5 levels). A new row
 * takes the focus, so that adding one by keyboard goes straight on to typing it.
 */
export function RubricBuilder({ rubric, field, onChange }: RubricBuilderProps) {
  // The row to focus after the next render, by its data-focus-key: the fields' ids are their own.
  const focusNext = useRef<string | null>(null);
  const builder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    builder.current?.querySelector<HTMLElement>(`[data-focus-key="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });

  const replaceCriterion = (index: number, criterion: CriterionValues) =>
    onChange(rubric.map((each, at) => (at === index ? criterion : each)));

  const addCriterion = () => {
    focusNext.current = `criterion-${rubric.length}-name`;
    onChange([...rubric, emptyCriterion()]);
  };
  const removeCriterion = (index: number) => {
    focusNext.current = 'add-criterion';
    onChange(rubric.filter((_, at) => at !== index));
  };
  const addLevel = (index: number) => {
    const criterion = rubric[index];
    if (!criterion) return;
    focusNext.current = `criterion-${index}-level-${criterion.levels.length}-label`;
    replaceCriterion(index, {
      ...criterion,
      levels: [...criterion.levels, { label: '', points: '' }],
    });
  };
  const removeLevel = (index: number, level: number) => {
    const criterion = rubric[index];
    if (!criterion) return;
    focusNext.current = `criterion-${index}-add-level`;
    replaceCriterion(index, {
      ...criterion,
      levels: criterion.levels.filter((_, at) => at !== level),
    });
  };

  return (
    <div ref={builder} className="space-y-4">
      {rubric.map((criterion, index) => {
        const number = index + 1;
        return (
          <fieldset
            key={index}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <legend className="px-1 font-semibold text-slate-900">Criterion {number}</legend>
            <TextField
              data-focus-key={`criterion-${index}-name`}
              label="Name"
              required
              {...field(`rubric.${index}.name`)}
            />
            <ol className="mt-3 space-y-3">
              {criterion.levels.map((_, level) => (
                <li key={level} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]">
                  <TextField
                    data-focus-key={`criterion-${index}-level-${level}-label`}
                    label={`Level ${level + 1}`}
                    required
                    {...field(`rubric.${index}.levels.${level}.label`)}
                  />
                  <TextField
                    label={`Level ${level + 1} points`}
                    inputMode="numeric"
                    required
                    {...field(`rubric.${index}.levels.${level}.points`)}
                  />
                  {criterion.levels.length > RUBRIC_LIMITS.levelsMin && (
                    <button
                      type="button"
                      className={`${smallButton} mb-6`}
                      onClick={() => removeLevel(index, level)}
                    >
                      Remove level {level + 1}{' '}
                      <span className="sr-only">of criterion {number}</span>
                    </button>
                  )}
                </li>
              ))}
            </ol>
            <div className="mt-3 flex flex-wrap gap-3">
              {criterion.levels.length < RUBRIC_LIMITS.levelsMax && (
                <button
                  data-focus-key={`criterion-${index}-add-level`}
                  type="button"
                  className={smallButton}
                  onClick={() => addLevel(index)}
                >
                  Add a level <span className="sr-only">to criterion {number}</span>
                </button>
              )}
              {rubric.length > 1 && (
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => removeCriterion(index)}
                >
                  Remove criterion {number}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
      {rubric.length < RUBRIC_LIMITS.criteria && (
        <button
          data-focus-key="add-criterion"
          type="button"
          className={smallButton}
          onClick={addCriterion}
        >
          Add criterion
        </button>
      )}
    </div>
  );
}
