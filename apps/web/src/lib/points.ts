/**
 * Points as a learner reads them: '1 point', '10 points'. Every figure of points on a page goes
 * through here, so the singular is never wrong in one place and right in another.
 */
export function formatPoints(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/** A change of points: '+1 point', '+0 points'. */
export function formatPointsGained(points: number): string {
  return `+${formatPoints(points)}`;
}
