import type { StaffMember, StaffResponse, StaffRole } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { TeamPage } from '../../components/team/team-page.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { formatIndiaDate } from '../../lib/dates.ts';
import { batchesQuery } from './api/batches.ts';
import { staffQuery } from './api/staff.ts';
import { MentorBatchesForm } from './mentor-batches-form.tsx';
import { StaffInviteForm } from './staff-invite-form.tsx';

const roleLabels: Record<StaffRole, string> = { team: 'Team', mentor: 'Mentor' };
const cellClass = 'py-2 pr-4';

/**
 * The team and its mentors (issue #32): invite someone to either, choose the batches each mentor
 * teaches, and see the invites not yet accepted.
 */
export function StaffPage() {
  const staff = useQuery(staffQuery);
  return (
    <TeamPage title={teamTitles.staff}>
      <StaffInviteForm />
      {staff.isPending && <p className="mt-10 text-slate-700">Loading the staff…</p>}
      {staff.isError && <LoadFailed what="The staff" query={staff} className="mt-10" />}
      {staff.data && (
        <>
          <StaffList staff={staff.data.staff} />
          <OpenInvites invites={staff.data.invites} />
        </>
      )}
    </TeamPage>
  );
}

function StaffList({ staff }: { staff: StaffResponse['staff'] }) {
  return (
    <section aria-labelledby="staff-title" className="mt-10">
      <h2 id="staff-title" className="text-xl font-bold text-slate-900">
        Team and mentors
      </h2>
      {staff.length === 0 ? (
        <p className="mt-4 text-slate-700">Nobody has accepted an invite yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table aria-labelledby="staff-title" className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={cellClass}>
                  Name
                </th>
                <th scope="col" className={cellClass}>
                  E-mail
                </th>
                <th scope="col" className={cellClass}>
                  Role
                </th>
                <th scope="col" className="py-2">
                  Batches
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-900">
              {staff.map((member) => (
                <tr key={member.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className={`${cellClass} font-semibold`}>
                    {member.name}
                  </th>
                  <td className={`${cellClass} break-all`}>{member.email}</td>
                  <td className={cellClass}>{roleLabels[member.role]}</td>
                  <td className="py-2">
                    {member.role === 'team' ? 'Every batch' : <MentorBatches mentor={member} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A mentor's batches to choose from: every batch of the program (the team's list). */
function MentorBatches({ mentor }: { mentor: StaffMember }) {
  const batches = useQuery(batchesQuery);
  if (batches.isPending) return <p className="text-slate-700">Loading batches…</p>;
  if (batches.isError) return <LoadFailed what="The batches" query={batches} />;
  // Keyed by the saved choice: when it changes (here or by another member of the team), the
  // boxes start from it again.
  return (
    <MentorBatchesForm
      key={mentor.batchIds.join(',')}
      mentor={mentor}
      batches={batches.data.batches}
    />
  );
}

function OpenInvites({ invites }: { invites: StaffResponse['invites'] }) {
  return (
    <section aria-labelledby="invites-title" className="mt-10">
      <h2 id="invites-title" className="text-xl font-bold text-slate-900">
        Open invites
      </h2>
      {invites.length === 0 ? (
        <p className="mt-4 text-slate-700">No invite is waiting to be accepted.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table aria-labelledby="invites-title" className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={cellClass}>
                  E-mail
                </th>
                <th scope="col" className={cellClass}>
                  Role
                </th>
                <th scope="col" className="py-2">
                  Expires
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-900">
              {invites.map((invite) => (
                <tr key={invite.id} className="border-b border-slate-100">
                  <td className={`${cellClass} break-all`}>{invite.email}</td>
                  <td className={cellClass}>{roleLabels[invite.role]}</td>
                  <td className="py-2">{formatIndiaDate(invite.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
