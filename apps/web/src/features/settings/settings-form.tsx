import type { User } from '@launchpad/contract';
import { useIsMutating } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert } from '../../components/ui/form-field.tsx';
import {
  EducationSection,
  ExperienceSection,
  PersonalSection,
  PublicProfileSection,
  ResumeSection,
  SocialLinksSection,
} from './profile-sections.tsx';
import { uploadMutationKey } from './uploads.tsx';
import { useSaveSettings } from './use-save-settings.ts';

export { FIX_HIGHLIGHTED } from './use-save-settings.ts';

/** Product rules §2 Settings, Profile tab: every section saved at once with Save Changes. */
export function SettingsForm({ user }: { user: User }) {
  const form = useSaveSettings(user);
  const uploading = useIsMutating({ mutationKey: uploadMutationKey }) > 0;

  return (
    // noValidate: the browser's own bubbles would pre-empt the inline messages of the shared rules.
    <form onSubmit={form.handleSubmit} noValidate className="space-y-6">
      <fieldset disabled={form.pending} className="space-y-6">
        <PersonalSection form={form} user={user} />
        <SocialLinksSection form={form} />
        <PublicProfileSection form={form} user={user} />
        <ResumeSection form={form} />
        <EducationSection form={form} />
        <ExperienceSection form={form} />
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-4">
        <FormAlert message={form.alert} className="grow" />
        {/* Held during an upload too: until it answers, the file's link is not among the values. */}
        <button type="submit" className={buttonStyles.primary} disabled={form.pending || uploading}>
          {form.pending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
