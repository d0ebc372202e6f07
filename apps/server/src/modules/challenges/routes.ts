import type { Submission } from '@launchpad/contract';
import { sitePaths } from '@launchpad/contract/site-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { isClientCopyCurrent, notModified } from '../../http/etag.ts';
import { sendJsonText } from '../../http/serialization.ts';
import { pagesAt } from '../../http/web-app.ts';
import { limitRules, perAddress, type Limits } from '../../http/limits.ts';
import { requireUser } from '../auth/current-user.ts';
import type { GradingQueue } from './grading-queue.ts';
import type { ChallengeService } from './service.ts';

/**
 * The workspace page of a challenge that does not exist answers 404. Like the web app, it goes by
 * the id alone (the topic and slug before it only make the link readable).
 */
export const challengePageExists = (challenges: ChallengeService) =>
  pagesAt(sitePaths.challenge, async ({ id }) => {
    const challengeId = Number(id);
    return Number.isInteger(challengeId) && challengeId > 0 && challenges.exists(challengeId);
  });

export const challengeRoutes =
  (
    challenges: ChallengeService,
    limits: Limits,
    grading: {
      queue: GradingQueue;
      waitMs: number;
      /**
       * A learner was shown a grade of theirs: what this process keeps of their progress must
       * not predate it, even when no notice of it came (a grader elsewhere and no Redis).
       */
      gradeSeen: (userId: number) => void;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    /** The submission as its learner reads it, never with older progress beside it. */
    const submissionFor = async (userId: number, id: number) => {
      const submission = await challenges.submission(userId, id);
      if (isRecentGrade(submission)) grading.gradeSeen(userId);
      return submission;
    };

    defineRoute(app, 'listChallenges', {
      handler: async (request, reply) => {
        const { etag, body } = await challenges.list(requireUser(request));
        if (isClientCopyCurrent(request, reply, etag)) return notModified(reply);
        return sendJsonText(reply, body);
      },
    });

    defineRoute(app, 'challengeDetail', {
      handler: async (request, reply) => {
        const { etag, body } = await challenges.detail(requireUser(request), request.params.id);
        if (isClientCopyCurrent(request, reply, etag)) return notModified(reply);
        return sendJsonText(reply, body);
      },
    });

    /**
     * The visible tests run in the learner's browser, so they are served; the hidden tests and the
     * solutions never are.
     */
    defineRoute(app, 'challengeTests', {
      handler: async (request, reply) => {
        const tests = await challenges.tests(request.params.id);
        return reply
          .type('text/javascript; charset=utf-8')
          .header('Cache-Control', 'private, no-cache')
          .send(tests);
      },
    });

    defineRoute(app, 'revealHint', {
      handler: async (request) => challenges.revealHint(requireUser(request).id, request.params.id),
    });

    defineRoute(app, 'typeCheckChallenge', {
      onRequest: [
        perAddress(limits, limitRules.typeChecksPerAddress),
        async (request) =>
          limits.consume(limitRules.typeChecksPerAccount, String(requireUser(request).id)),
      ],
      handler: async (request) => challenges.typeCheck(request.params.id, request.body),
    });

    defineRoute(app, 'referenceSolution', {
      handler: async (request) =>
        challenges.referenceSolution(requireUser(request).id, request.params.id),
    });

    defineRoute(app, 'submitChallenge', {
      // Before the body is read: a flood costs neither parsing nor the disk.
      onRequest: [
        perAddress(limits, limitRules.submissionsPerAddress),
        async (request) =>
          limits.consume(limitRules.submissionsPerAccount, String(requireUser(request).id)),
      ],
      handler: async (request, reply) => {
        const user = requireUser(request);
        const id = await challenges.submit(user.id, request.body, request.ip);
        try {
          await grading.queue.enqueue(id);
        } catch (error) {
          // The row is pending in the database: the queue's sweep hands it out later.
          request.log.warn({ err: error, submission: id }, 'could not queue a submission');
        }
        await grading.queue.waitFor(id, grading.waitMs);
        const submission = await submissionFor(user.id, id);
        return reply.status(submission.status === 'pending' ? 202 : 201).send(submission);
      },
    });

    defineRoute(app, 'listSubmissions', {
      handler: async (request) =>
        challenges.history(requireUser(request).id, request.query.questionId),
    });

    defineRoute(app, 'getSubmission', {
      handler: async (request) => submissionFor(requireUser(request).id, request.params.id),
    });
  };

/**
 * Graded within the last minute: far longer than any cache of progress lives (seconds), far
 * shorter than a learner's history, whose old grades are read often and change nothing.
 */
function isRecentGrade(submission: Submission): boolean {
  return submission.gradedAt !== null && Date.now() - Date.parse(submission.gradedAt) < 60_000;
}
