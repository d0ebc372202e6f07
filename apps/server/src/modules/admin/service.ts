import type { Note, PersonDetail, TimelineItem } from '@launchpad/contract';
import type { ChallengeService } from '../challenges/service.ts';
import type { LeadsService } from '../leads/service.ts';
import type { UserService } from '../users/service.ts';

type StoredNote = { id: number; body: string; authorUserId: number | null; createdAt: string };

/**
 * The team inbox's view of one person: what the leads module stores about their e-mail, with the
 * account of that e-mail and its verified practice, and the names of the team members who changed
 * a status or wrote a note. The admin module owns no table; it asks leads, users and challenges.
 */
export class InboxService {
  constructor(
    private readonly leads: LeadsService,
    private readonly users: UserService,
    private readonly challenges: ChallengeService,
  ) {}

  async person(id: number): Promise<PersonDetail | undefined> {
    const stored = await this.leads.person(id);
    if (!stored) return undefined;
    const account = await this.users.findByEmail(stored.person.email);
    const [practice, names] = await Promise.all([
      account ? this.practiceOf(account.id) : null,
      this.namesOf([
        ...stored.activity.map((change) => change.actorUserId),
        ...stored.notes.map((note) => note.authorUserId),
      ]),
    ]);
    const notes = stored.notes.map((note) => withAuthor(note, names));
    const timeline: TimelineItem[] = [
      ...stored.enrollments.map((lead) => ({
        kind: 'lead' as const,
        leadType: 'enrollment' as const,
        leadId: lead.id,
        title: `Enrollment request: ${lead.course}`,
        at: lead.createdAt,
      })),
      ...stored.contactMessages.map((lead) => ({
        kind: 'lead' as const,
        leadType: 'contact' as const,
        leadId: lead.id,
        title: `Contact message: ${lead.subject}`,
        at: lead.createdAt,
      })),
      ...stored.activity.map((change) => ({
        kind: 'status' as const,
        leadType: change.leadType,
        leadId: change.leadId,
        from: change.from,
        to: change.to,
        actor: change.actorUserId === null ? null : (names.get(change.actorUserId) ?? null),
        at: change.at,
      })),
      ...notes.map((note) => ({
        kind: 'note' as const,
        noteId: note.id,
        body: note.body,
        author: note.author,
        at: note.createdAt,
      })),
    ];
    // Newest first; the sort is stable, so what happened in the same millisecond keeps the order
    // above (a lead before its first status change).
    timeline.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1));
    return {
      person: stored.person,
      enrollments: stored.enrollments,
      contactMessages: stored.contactMessages,
      account: account
        ? {
            name: account.name,
            userName: account.user_name,
            emailVerified: account.email_verified_at !== null,
            createdAt: account.created_at,
          }
        : null,
      practice,
      notes,
      timeline,
    };
  }

  /** Adds a note by this team member; undefined when there is no such person. */
  async addNote(
    personId: number,
    author: { id: number; name: string },
    body: string,
  ): Promise<Note | undefined> {
    const note = await this.leads.addNote(personId, author.id, body);
    return note && withAuthor(note, new Map([[author.id, author.name]]));
  }

  /** Solved challenges and points, over active challenges, as the grader verified them. */
  private async practiceOf(userId: number) {
    let solved = 0;
    let points = 0;
    // Aggregates come back as strings from PostgreSQL and numbers from SQLite.
    for (const topic of await this.challenges.progressByTopic(userId)) {
      solved += Number(topic.solved ?? 0);
      points += Number(topic.points ?? 0);
    }
    return { solved, points };
  }

  /** The names of these users (the team members in a timeline: a handful), by id. */
  private async namesOf(ids: readonly (number | null)[]) {
    const distinct = [...new Set(ids.filter((id): id is number => id !== null))];
    const rows = await Promise.all(distinct.map((id) => this.users.findById(id)));
    return new Map(rows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
  }
}

const withAuthor = (note: StoredNote, names: ReadonlyMap<number, string>): Note => ({
  id: note.id,
  body: note.body,
  author: note.authorUserId === null ? null : (names.get(note.authorUserId) ?? null),
  createdAt: note.createdAt,
});
