import { zeroPerTopic, type PerTopic, type PublicProfile, type User } from '@launchpad/contract';
import type { UserRow } from './repo.ts';

/** How many times a learner may change the generated user name (product rules §4). */
export const USER_NAME_CHANGE_LIMIT = 4;

export const zeroByTopic = (): PerTopic => zeroPerTopic();

/** A learner's challenge progress, and how many challenges there are to solve. */
export interface ProgressSummary {
  solvedByTopic: PerTopic;
  pointsByTopic: PerTopic;
  totalByTopic: PerTopic;
}

const sum = (perTopic: PerTopic) => Object.values(perTopic).reduce((a, b) => a + b, 0);

/**
 * The one place a stored user becomes the user object of product rules §3. Whatever else is added to the
 * user later (progress, education, courses) is added here, and the password hash never is.
 */
export function serializeUser(
  row: UserRow,
  progress: ProgressSummary,
  extras: Pick<
    User,
    'isAdmin' | 'isMentor' | 'enrolledCourse' | 'programStanding' | 'education' | 'experience'
  >,
): User {
  return {
    name: row.name,
    userName: row.user_name,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    image: row.image,
    website: row.website,
    location: row.location,
    bio: row.bio,
    dateOfBirth: row.date_of_birth,
    socialLinks: { github: row.github, linkedin: row.linkedin, resume: row.resume },
    education: extras.education,
    experience: extras.experience,
    enrolledCourse: extras.enrolledCourse,
    programStanding: extras.programStanding,
    ...frontendResults(progress),
    userNameChangesLeft: Math.max(0, USER_NAME_CHANGE_LIMIT - row.user_name_changes),
    isAdmin: extras.isAdmin,
    isMentor: extras.isMentor,
    publicProfile: row.public_profile === 1,
  };
}

/** What `progress` says in the user object's words: verified totals, per topic and overall. */
function frontendResults(progress: ProgressSummary) {
  return {
    frontendQuestions: {
      totalScore: sum(progress.pointsByTopic),
      solved: sum(progress.solvedByTopic),
      solvedByTopic: progress.solvedByTopic,
    },
    fe_total: sum(progress.totalByTopic),
    fe_total_by_topic: progress.totalByTopic,
  };
}

/**
 * The profile anyone may see once its owner made it public: listed field by field, so a column
 * added to the user later is never shown by accident.
 */
export function serializePublicProfile(
  row: UserRow,
  progress: ProgressSummary,
  recentSolves: PublicProfile['recentSolves'],
  certificates: PublicProfile['certificates'],
): PublicProfile {
  return {
    name: row.name,
    userName: row.user_name,
    image: row.image,
    bio: row.bio,
    website: row.website,
    location: row.location,
    socialLinks: { github: row.github, linkedin: row.linkedin },
    ...frontendResults(progress),
    recentSolves,
    certificates,
  };
}
