import { BIO_MAX, messages, type User } from '@launchpad/contract';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field.tsx';
import { publicProfilePath } from '../../lib/paths.ts';
import { blankEducation, blankExperience, userNameHint, YEARS } from './form-values.ts';
import { RowList } from './row-list.tsx';
import { Section } from './section.tsx';
import { PhotoField, ResumeField } from './uploads.tsx';
import type { SettingsFormState } from './use-save-settings.ts';

/** Each section of the Profile tab edits its part of the one form that Save Changes sends. */
interface SectionProps {
  form: SettingsFormState;
}

interface SectionOfUserProps extends SectionProps {
  /** The saved user (the session's), not the values being edited. */
  user: User;
}

/** Today in UTC: the server's "a date in the past" compares a birth date's UTC midnight with now. */
const today = () => new Date().toISOString().slice(0, 10);

export function PersonalSection({ form, user }: SectionOfUserProps) {
  const { values } = form;
  return (
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
  );
}

export function SocialLinksSection({ form }: SectionProps) {
  return (
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
  );
}

export function PublicProfileSection({ form, user }: SectionOfUserProps) {
  return (
    <Section id="settings-public-profile" title="Public profile">
      <CheckboxField
        label={messages.showProfilePublicly}
        name="publicProfile"
        checked={form.values.publicProfile}
        onChange={(event) => form.setValue('publicProfile', event.target.checked)}
        hint={
          <>
            Anyone with the link can see your name, photo, bio, website, location, GitHub and
            LinkedIn, and your verified challenge results at{' '}
            <span className="font-medium">{publicProfilePath(user.userName)}</span>. Your e-mail,
            date of birth, resume, education and experience stay private.
          </>
        }
      />
    </Section>
  );
}

export function ResumeSection({ form }: SectionProps) {
  return (
    <Section id="settings-resume" title="Resume">
      <ResumeField
        resume={form.values.socialLinks.resume}
        onChange={(url) => form.setValue('socialLinks.resume', url)}
        problems={form.problemsOf('socialLinks.resume')}
      />
    </Section>
  );
}

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

export function EducationSection({ form }: SectionProps) {
  return (
    <Section id="settings-education" title="Education">
      <SectionProblems problems={form.errors.education} />
      <RowList
        rowName="Education"
        rows={form.values.education}
        blank={blankEducation}
        onChange={(rows) => form.setValue('education', rows)}
        renderRow={(_row, index) => (
          <>
            <TextField label="Institute Name" {...form.field(`education.${index}.instituteName`)} />
            <TextField label="Field of Study" {...form.field(`education.${index}.fieldOfStudy`)} />
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
  );
}

export function ExperienceSection({ form }: SectionProps) {
  return (
    <Section id="settings-experience" title="Experience">
      <SectionProblems problems={form.errors.experience} />
      <RowList
        rowName="Experience"
        rows={form.values.experience}
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
