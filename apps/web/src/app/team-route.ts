/**
 * What a team page's route tells RequireTeam (app/require-team.tsx): the title TeamOnly shows
 * anyone else there. Apart from RequireTeam, which is loaded only on the way to a team page: the
 * route table that names these handles ships with the home page.
 */
export interface TeamRouteHandle {
  readonly teamTitle: string;
}

/** The `handle` of a team page's route: `handle: teamPage(teamTitles.batches)`. */
export const teamPage = (title: string): TeamRouteHandle => ({ teamTitle: title });

export function isTeamRouteHandle(handle: unknown): handle is TeamRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<TeamRouteHandle>).teamTitle === 'string'
  );
}
