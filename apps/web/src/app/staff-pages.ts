/**
 * The staff's pages (issue #32) and their guard, loaded as one chunk: staff move between them
 * together, and every chunk costs the home route its file name and preload list in the route
 * table, under a 100 kB budget (scripts/bundle-budget.mjs).
 */
export { StaffPage } from '../features/admin/staff-page.tsx';
export { StaffInvitePage } from '../features/staff-invite/staff-invite-page.tsx';
export { BatchClassesPage } from '../features/teaching/batch-classes-page.tsx';
export { ReviewPage } from '../features/teaching/projects/review-page.tsx';
export { ReviewQueuePage } from '../features/teaching/projects/review-queue-page.tsx';
export { RosterPage } from '../features/teaching/roster-page.tsx';
export { SessionsPage } from '../features/teaching/mentoring/sessions-page.tsx';
export { TeachingBatchesPage } from '../features/teaching/teaching-batches-page.tsx';
export { RequireStaff } from './require-staff.tsx';
