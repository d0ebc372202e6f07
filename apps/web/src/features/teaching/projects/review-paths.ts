import { paths } from '../../../lib/paths.ts';

/** A hand-in's review screen. */
export const submissionReviewPath = (submissionId: number) =>
  paths.teachingSubmission.replace(':id', String(submissionId));
