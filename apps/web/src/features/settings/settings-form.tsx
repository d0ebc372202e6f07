import { BIO_MAX, messages, type User } from '@launchpad/contract';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { publicProfilePath } from '../../lib/paths.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { fieldErrorsOf, useSchemaForm } from '../../lib/use-schema-form.ts';
import {
  blankEducation,
  blankExperience,
  profileFormSchema,
  toFormValues,
  userNameHint,
  YEARS,
} from './form-values.ts';
import { RowList } from './row-list.tsx';
import { Section } from './section.tsx';
import { PhotoField, ResumeField, uploadMutationKey } from './uploads.tsx';
import { editProfile } from './api/edit-profile.ts';

export const FIX_HIGHLIGHTED = 'Please correct the highlighted fields.';

function YearOptions() {
  return (
    <>
      <option value="">Select year</option>
      {YEARS.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </>
  );
}

/** Today in UTC: the server's "a date in the past" compares a birth date's UTC midnight with now. */
const today = () => new Date().toISOString().slice(0, 10);

/** Product rules §2 Settings, Profile tab: every section saved at once with Save Changes. */
// eslint-disable-next-line launchpad/max-lines-per-function -- one form over every section; plan: move its save into a hook and its sections into components (issue #31)
export function SettingsForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const uploading = useIsMutating({ mutationKey: uploadMutationKey }) > 0;
  const [initialValues] = useState(() => toFormValues(user));
  const form = useSchemaForm({
    schema: profileFormSchema,
    initialValues,
    submit: editProfile,
    onSuccess: (response, { reset }) => {
      toast.success(response.message);
      queryClient.setQueryData(sessionQueryKey, response.user);
      // What the server stored: the user name lower-cased, blank rows dropped.
      reset(toFormValues(response.user));
    },
    onInvalid: (fieldErrors) => ({ fieldErrors, alert: FIX_HIGHLIGHTED, toast: FIX_HIGHLIGHTED }),
    onError: (error) => ({
      toast: messages.somethingWentWrong,
      alert: error instanceof ApiError ? error.message : messages.somethingWentWrong,
      fieldErrors: fieldErrorsOf(error),
    }),
    // A fixed value loses its complaint at once; the next save judges it again.
    forgetErrorsOnChange: true,
  });
  const { values } = form;

  return (
    // noValidate: the browser's own bubbles would pre-empt the inline messages of the shared rules.
    <form onSubmit={form.handleSubmit} noValidate className="space-y-6">
      <fieldset disabled={form.pending} className="space-y-6">
        <Section id="settings-personal" title="Personal">
          <PhotoField
            image={values.image}
            userName={values.userName}
            onChange={(url) => form.setValue('image', url)}
            problems={form.problemsOf('image')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" autoComplete="name" required {...form.field('name')} />
            <TextField
              label="Username"
              autoCapitalize="none"
              spellCheck={false}
              required
              hint={userNameHint(user.userNameChangesLeft)}
              {...form.field('userName')}
            />
            <TextField
              label="Email"
              type="email"
              {...form.field('email')}
              readOnly
              hint="Your e-mail address cannot be changed here."
            />
            <TextField
              label="Website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...form.field('website')}
            />
            <TextField label="Location" autoComplete="address-level2" {...form.field('location')} />
            <TextField
              label="Date of Birth"
              type="date"
              autoComplete="bday"
              max={today()}
              {...form.field('dateOfBirth')}
            />
          </div>
          <TextAreaField
            label="Bio"
            maxLength={BIO_MAX}
            rows={4}
            hint={
              <>
                {messages.bioTooLong}{' '}
                <span data-testid="bio-count">
                  {values.bio.length}/{BIO_MAX}
                </span>
              </>
            }
            {...form.field('bio')}
          />
        </Section>

        <Section id="settings-social" title="Social Links">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="GitHub"
              type="url"
              inputMode="url"
              placeholder="https://github.com/your-name"
              {...form.field('socialLinks.github')}
            />
            <TextField
              label="LinkedIn"
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
              {...form.field('socialLinks.linkedin')}
            />
          </div>
        </Section>

        <Section id="settings-public-profile" title="Public profile">
          <CheckboxField
            label={messages.showProfilePublicly}
            name="publicProfile"
            checked={values.publicProfile}
            onChange={(event) => form.setValue('publicProfile', event.target.checked)}
            hint={
              <>
                Anyone with the link can see your name, photo, bio, website, location, GitHub and
                LinkedIn, and your verified challenge results at{' '}
                <span className="font-medium">{publicProfilePath(user.userName)}</span>. Your
                e-mail, date of birth, resume, education and experience stay private.
              </>
            }
          />
        </Section>

        <Section id="settings-resume" title="Resume">
          <ResumeField
            resume={values.socialLinks.resume}
            onChange={(url) => form.setValue('socialLinks.resume', url)}
            problems={form.problemsOf('socialLinks.resume')}
          />
        </Section>

        <Section id="settings-education" title="Education">
          <SectionProblems problems={form.errors.education} />
          <RowList
            rowName="Education"
            rows={values.education}
            blank={blankEducation}
            onChange={(rows) => form.setValue('education', rows)}
            renderRow={(_row, index) => (
              <>
                <TextField
                  label="Institute Name"
                  {...form.field(`education.${index}.instituteName`)}
                />
                <TextField
                  label="Field of Study"
                  {...form.field(`education.${index}.fieldOfStudy`)}
                />
                <SelectField label="Start Year" {...form.field(`education.${index}.startYear`)}>
                  <YearOptions />
                </SelectField>
                <SelectField label="End Year" {...form.field(`education.${index}.endYear`)}>
                  <YearOptions />
                </SelectField>
              </>
            )}
          />
        </Section>

        <Section id="settings-experience" title="Experience">
          <SectionProblems problems={form.errors.experience} />
          <RowList
            rowName="Experience"
            rows={values.experience}
            blank={blankExperience}
            onChange={(rows) => form.setValue('experience', rows)}
            renderRow={(_row, index) => (
              <>
                <TextField label="Position" {...form.field(`experience.${index}.positionName`)} />
                <TextField label="Company" {...form.field(`experience.${index}.companyName`)} />
                <TextField
                  label="Duration"
                  placeholder="e.g. 6 months"
                  {...form.field(`experience.${index}.duration`)}
                />
                <TextField
                  label="Skills"
                  placeholder="React, TypeScript, CSS"
                  hint="Separate skills with commas."
                  {...form.field(`experience.${index}.skills`)}
                />
              </>
            )}
          />
        </Section>
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-4">
        <FormAlert message={form.alert} className="grow" />
        <button type="submit" className={buttonStyles.primary} disabled={form.pending || uploading}>
          {form.pending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

/** Problems of a whole list (too many rows), above its rows. */
function SectionProblems({ problems = [] }: { problems?: readonly string[] }) {
  return (
    <div aria-live="polite" className="text-sm text-red-700 empty:hidden">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}
