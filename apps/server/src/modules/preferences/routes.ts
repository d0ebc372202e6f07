import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { PreferencesService } from './service.ts';

/** The learner's editor settings, read by every workspace and saved on each change. */
export const preferenceRoutes =
  (preferences: PreferencesService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'editorPreferences', {
      handler: async (request) => preferences.editorOf(requireUser(request).id),
    });

    defineRoute(app, 'saveEditorPreferences', {
      handler: async (request) => preferences.saveEditor(requireUser(request).id, request.body),
    });
  };
