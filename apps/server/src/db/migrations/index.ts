import type { Migration } from 'kysely';
import { accounts } from './0001-accounts.ts';
import { challenges } from './0002-challenges.ts';
import { leads } from './0003-leads.ts';
import { learnerProfile } from './0004-learner-profile.ts';
import { trustedAccounts } from './0005-trusted-accounts.ts';
import { serverGrading } from './0006-server-grading.ts';
import { hints } from './0007-hints.ts';
import { referenceSolutions } from './0008-reference-solutions.ts';
import { pointsEarned } from './0009-points-earned.ts';
import { editorPreferences } from './0010-editor-preferences.ts';
import { publicProfiles } from './0011-public-profiles.ts';
import { activeChallengesIndex } from './0012-active-challenges-index.ts';
import { batchesAndPipeline } from './0013-batches-and-pipeline.ts';
import { inbox } from './0014-inbox.ts';
import { payments } from './0015-payments.ts';
import { certificates } from './0016-certificates.ts';
import { submissionAddress } from './0017-submission-address.ts';
import { leadRepeats } from './0018-lead-repeats.ts';
import { seatHolds } from './0019-seat-holds.ts';
import { classesAndStaff } from './0020-classes-and-staff.ts';
import { classNotices } from './0021-class-notices.ts';
import { mentorCards } from './0022-mentor-cards.ts';
import { projects } from './0023-projects.ts';
import { completionRules } from './0024-completion-rules.ts';
import { certificateEvidence } from './0025-certificate-evidence.ts';
import { mentoring } from './0026-mentoring.ts';
import { nudges } from './0027-nudges.ts';
import { liveChecks } from './0028-live-checks.ts';
import { challengeModules } from './0029-challenge-modules.ts';
import { typeTests } from './0030-type-tests.ts';
import type { DialectKind } from './helpers.ts';

/**
 * Every migration, in order. Append-only: a landed migration is never edited, a change is a new
 * entry. Keys sort lexically, so they carry a zero-padded sequence number.
 */
export function allMigrations(dialect: DialectKind): Record<string, Migration> {
  return {
    '0001-accounts': accounts(dialect),
    '0002-challenges': challenges(dialect),
    '0003-leads': leads(dialect),
    '0004-learner-profile': learnerProfile(dialect),
    '0005-trusted-accounts': trustedAccounts(dialect),
    '0006-server-grading': serverGrading(),
    '0007-hints': hints(),
    '0008-reference-solutions': referenceSolutions(),
    '0009-points-earned': pointsEarned(),
    '0010-editor-preferences': editorPreferences(),
    '0011-public-profiles': publicProfiles(),
    '0012-active-challenges-index': activeChallengesIndex(),
    '0013-batches-and-pipeline': batchesAndPipeline(dialect),
    '0014-inbox': inbox(dialect),
    '0015-payments': payments(dialect),
    '0016-certificates': certificates(),
    '0017-submission-address': submissionAddress(),
    '0018-lead-repeats': leadRepeats(),
    '0019-seat-holds': seatHolds(),
    '0020-classes-and-staff': classesAndStaff(dialect),
    '0021-class-notices': classNotices(dialect),
    '0022-mentor-cards': mentorCards(),
    '0023-projects': projects(dialect),
    '0024-completion-rules': completionRules(),
    '0025-certificate-evidence': certificateEvidence(),
    '0026-mentoring': mentoring(dialect),
    '0027-nudges': nudges(),
    '0028-live-checks': liveChecks(),
    '0029-challenge-modules': challengeModules(),
    '0030-type-tests': typeTests(),
  };
}
