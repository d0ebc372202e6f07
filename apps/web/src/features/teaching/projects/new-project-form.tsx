import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import {
  CheckboxField,
  FormAlert,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { createProject } from './api.ts';
import { emptyProject, newProjectFormSchema } from './project-form-values.ts';
import { RubricBuilder } from './rubric-builder.tsx';

/**
 * Sets a project for the batch (issue #33): its week, title, brief in markdown, due date and time
 * in India, and the rubric the mentors review it by. The team and the batch's mentors may.
 */
export function NewProjectForm({ batchId }: { batchId: number }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: newProjectFormSchema,
    initialValues: emptyProject(),
    submit: (body) => createProject(batchId, body),
    onSuccess: async (_created, helpers) => {
      toast.success('Project created');
      helpers.reset();
      await invalidateAfter(queryClient, 'createProject');
    },
  });
  return (
    <section aria-labelledby="new-project-title" className="mt-6">
      <h3 id="new-project-title" className="text-lg font-semibold text-slate-900">
        New project
      </h3>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="new-project-title"
        noValidate
        className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900"
      >
        <TextField label="Week" inputMode="numeric" required {...form.field('week')} />
        <TextField label="Title" required {...form.field('title')} />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Brief"
            rows={6}
            required
            hint="Markdown: headings, lists, links, code."
            {...form.field('brief')}
          />
        </div>
        <TextField label="Due date (India)" type="date" required {...form.field('dueDay')} />
        <TextField label="Due time (India)" type="time" required {...form.field('dueTime')} />
        <div className="sm:col-span-2">
          <h4 className="font-semibold text-slate-900">Rubric</h4>
          <p className="mt-1 text-sm text-slate-600">
            Each criterion is marked at one of its levels; a project&apos;s points are the sum.
          </p>
          <div className="mt-3">
            <RubricBuilder
              rubric={form.values.rubric}
              field={form.field}
              onChange={(rubric) => form.setValue('rubric', rubric)}
            />
          </div>
        </div>
        <div className="sm:col-span-2">
          <CheckboxField
            label="Check each hand-in's live site"
            name="liveCheck"
            hint="The grader's browser opens the live link and attaches an accessibility report (axe-core) and page facts for the reviewer."
            checked={form.values.liveCheck}
            onChange={(event) => form.setValue('liveCheck', event.target.checked)}
            problems={form.problemsOf('liveCheck')}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Creating…' : 'Create project'}
          </button>
        </div>
        <FormAlert message={form.alert} className="sm:col-span-2" />
      </form>
    </section>
  );
}
