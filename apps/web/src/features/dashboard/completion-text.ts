import type { CompletionProgress } from '@launchpad/contract';

/**
 * The words of the certificate progress, kept apart from the markup so each rule reads the same
 * in its own line and in the summary's list of what is missing.
 */

export function attendanceLine({ attendance, rules }: CompletionProgress) {
  // Before any class counts the server has no percentage; 0 % would read as a failure.
  if (attendance.percent === null) return 'Attendance: no classes held yet';
  return `Attendance: ${attendance.percent} % of classes (${rules.minAttendancePercent} % needed)`;
}

export function projectsLine({ projects, rules }: CompletionProgress) {
  const need = rules.allProjectsPassed ? 'every project needed' : 'not required';
  return `Projects passed: ${projects.passed} of ${projects.total} (${need})`;
}

export function challengesLine({ challenges, rules }: CompletionProgress) {
  // A batch without a minimum asks nothing of challenges, so no "(0 needed)" to puzzle over.
  const need = rules.minVerifiedChallenges > 0 ? ` (${rules.minVerifiedChallenges} needed)` : '';
  return `Verified challenges: ${challenges.verified}${need}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the learner still lacks, one phrase per rule not met, in the order of the lines. */
function missing({ met, rules, projects, challenges }: CompletionProgress) {
  const phrases: string[] = [];
  if (!met.attendance) phrases.push(`attendance of ${rules.minAttendancePercent} %`);
  if (!met.projects) {
    const left = projects.total - projects.passed;
    phrases.push(
      left > 0 ? `${plural(left, 'more project', 'more projects')} passed` : 'every project passed',
    );
  }
  if (!met.challenges) {
    const left = Math.max(rules.minVerifiedChallenges - challenges.verified, 1);
    phrases.push(plural(left, 'more verified challenge', 'more verified challenges'));
  }
  return phrases;
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

export function summaryLine(progress: CompletionProgress) {
  if (progress.complete) return 'You meet every rule for your certificate.';
  const phrases = missing(progress);
  return phrases.length > 0 ? `Not there yet: ${listFormat.format(phrases)}.` : 'Not there yet.';
}
