import type { Mail } from '../mail/outbox.ts';
import { singleLine } from '../mail/templates.ts';

/** A learner's project was reviewed: the verdict, the points and the feedback as written. */
export function reviewedMail(
  to: string,
  each: {
    projectTitle: string;
    verdict: 'passed' | 'needs_work';
    points: number;
    maxPoints: number;
    feedback: string;
    reviewerName: string;
    dashboardUrl: string;
  },
): Mail {
  const title = singleLine(each.projectTitle);
  const passed = each.verdict === 'passed';
  return {
    to,
    kind: 'project',
    subject: passed ? `Your project passed: ${title}` : `Your project needs work: ${title}`,
    body: [
      'Hi,',
      '',
      `${singleLine(each.reviewerName)} reviewed "${title}": ${passed ? 'passed' : 'needs work'}, ${each.points} of ${each.maxPoints} points.`,
      '',
      each.feedback,
      '',
      passed
        ? `The review is on your dashboard: ${each.dashboardUrl}`
        : `Hand it in again from your dashboard when it is ready: ${each.dashboardUrl}`,
      '',
      '— The Frontend Launchpad team',
    ].join('\n'),
  };
}
