import { useQuery } from '@tanstack/react-query';
import { staffQuery } from './api/teaching.ts';

/**
 * A mentor select's options: none, or one of the mentors the team assigned to this batch (the
 * server refuses anyone else). The list is the team's (listStaff), like the forms that use it.
 */
export function MentorOptions({ batchId }: { batchId: number }) {
  const staff = useQuery(staffQuery);
  const mentors =
    staff.data?.staff.filter(
      (member) => member.role === 'mentor' && member.batchIds.includes(batchId),
    ) ?? [];
  return (
    <>
      <option value="">No mentor</option>
      {mentors.map((mentor) => (
        <option key={mentor.id} value={String(mentor.id)}>
          {mentor.name}
        </option>
      ))}
    </>
  );
}

/** The hint under a mentor select. */
export const mentorHint = 'Mentors of this batch: Team → Staff assigns them.';
