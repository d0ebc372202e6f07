import {
  announcementRequestSchema,
  recordingRequestSchema,
  type BatchClass,
} from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { postAnnouncement, setClassRecording } from './api/teaching.ts';

const cardStyles =
  'mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';

/**
 * A post to the batch (markdown): on its learners' dashboards and in their mailboxes. The team
 * or any of the batch's mentors may write one.
 */
export function AnnouncementForm({ batchId }: { batchId: number }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: announcementRequestSchema,
    initialValues: { body: '' },
    submit: (body) => postAnnouncement(batchId, body),
    onSuccess: async (_posted, helpers) => {
      toast.success('Announcement posted and mailed to the batch');
      helpers.reset();
      await invalidateAfter(queryClient, 'postAnnouncement');
    },
  });
  return (
    <section aria-labelledby="announce-title" className="mt-10">
      <h2 id="announce-title" className="text-xl font-bold text-slate-900">
        Announce to the batch
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="announce-title"
        noValidate
        className={cardStyles}
      >
        <TextAreaField
          label="Announcement"
          hint="Markdown: **bold**, lists, links. Shown on the learners' dashboards and mailed to them."
          rows={4}
          required
          {...form.field('body')}
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Posting…' : 'Post announcement'}
          </button>
        </div>
        <FormAlert message={form.alert} />
      </form>
    </section>
  );
}

/**
 * A class's recording link. Its batch's learners see it; the first one is mailed to those who
 * missed the class, so it is saved from the roster, once the roster says who they are.
 */
export function RecordingForm({ batchClass }: { batchClass: BatchClass }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: recordingRequestSchema,
    initialValues: { url: batchClass.recordingUrl ?? '' },
    submit: (body) => setClassRecording(batchClass.id, body),
    onSuccess: async () => {
      toast.success(
        batchClass.recordingUrl
          ? 'Recording updated'
          : 'Recording saved and mailed to those absent',
      );
      await invalidateAfter(queryClient, 'setClassRecording');
    },
  });
  return (
    <section aria-labelledby="recording-title" className="mt-10">
      <h2 id="recording-title" className="text-xl font-bold text-slate-900">
        Recording
      </h2>
      <form
        onSubmit={form.handleSubmit}
        aria-labelledby="recording-title"
        noValidate
        className={cardStyles}
      >
        <TextField
          label="Recording link"
          type="url"
          placeholder="https://…"
          hint="The learners who missed the class get it by mail the first time it is saved."
          required
          {...form.field('url')}
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
            {form.pending ? 'Saving…' : 'Save recording'}
          </button>
        </div>
        <FormAlert message={form.alert} />
      </form>
    </section>
  );
}
