import { formatDay } from '../../lib/program.ts';
import { paths } from '../../lib/paths.ts';

/** A batch's classes page. */
export const teachingBatchPath = (batchId: number) =>
  paths.teachingBatch.replace(':id', String(batchId));

/** A class's roster page. */
export const teachingClassPath = (classId: number) =>
  paths.teachingClass.replace(':id', String(classId));

/** 'Batch of 18 June 2027 – 13 August 2027': how the staff's pages name a batch. */
export const batchName = (batch: { startsOn: string; endsOn: string }) =>
  `Batch of ${formatDay(batch.startsOn)} – ${formatDay(batch.endsOn)}`;
