import { BIO_MAX, messages, type EditProfileRequest, type User } from '@launchpad/contract';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { SelectField, TextAreaField, TextField } from './fields.tsx';
import {
  blankEducation,
  blankExperience,
  problemsOf,
  toFormValues,
  toRequest,
  userNameHint,
  validate,
  YEARS,
  type EducationRow,
  type ExperienceRow,
  type FieldErrors,
  type FormValues,
} from './form-values.ts';
import { RowList } from './row-list.tsx';
import { Section } from './section.tsx';
import { PhotoField, ResumeField, uploadMutationKey } from './uploads.tsx';

export const FIX_HIGHLIGHTED = 'Please correct the highlighted fields.';

interface SaveResponse {
  message: string;
  user: User;
}

type TextKey = Exclude<keyof FormValues, 'education' | 'experience'>;

/** Where the request, and so each error, puts a field that the form keeps flat. */
const errorKeys: Partial<Record<TextKey, string>> = {
  github: 'socialLinks.github',
  linkedin: 'socialLinks.linkedin',
  resume: 'socialLinks.resume',
};
const errorKey = (field: TextKey) => errorKeys[field] ?? field;

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

/** Spec §2 Settings, Profile tab: every section saved at once with Save Changes. */
export function SettingsForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => toFormValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped after a refused save, to move focus to the first field with a problem once it shows.
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const uploading = useIsMutating({ mutationKey: uploadMutationKey }) > 0;

  useEffect(() => {
    if (invalidAttempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempts]);

  const save = useMutation({
    mutationFn: (body: EditProfileRequest) => api.post<SaveResponse>('/user/editprofile', body),
    onMutate: () => {
      setErrors({});
      setFailure(null);
    },
    onSuccess: (response) => {
      toast.success(response.message);
      queryClient.setQueryData(sessionQueryKey, response.user);
      // What the server stored: the user name lower-cased, blank rows dropped.
      setValues(toFormValues(response.user));
    },
    onError: (error) => {
      toast.error(messages.somethingWentWrong);
      setFailure(error.message);
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setInvalidAttempts((count) => count + 1);
    },
  });

  /** Forgets the problems of a field (and of its parts) once its value changes. */
  function forget(field: string) {
    setErrors((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([key]) => key !== field && !key.startsWith(`${field}.`)),
      ),
    );
  }

  function setText(field: TextKey, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    forget(errorKey(field));
  }

  /** Props of a text control bound to one field of the form. */
  function bind(field: TextKey) {
    return {
      name: field,
      value: values[field],
      problems: problemsOf(errors, errorKey(field)),
      onChange: (event: { target: { value: string } }) => setText(field, event.target.value),
    };
  }

  function setEducation(rows: EducationRow[]) {
    setValues((previous) => ({ ...previous, education: rows }));
    // Row numbers shift when one is removed; the server will judge the new rows on save.
    forget('education');
  }

  function setExperience(rows: ExperienceRow[]) {
    setValues((previous) => ({ ...previous, experience: rows }));
    forget('experience');
  }

  function updateEducation(index: number, field: keyof Omit<EducationRow, 'key'>, value: string) {
    setValues((previous) => ({
      ...previous,
      education: previous.education.map((row, at) =>
        at === index ? { ...row, [field]: value } : row,
      ),
    }));
    forget(`education.${index}.${field}`);
  }

  function updateExperience(index: number, field: keyof Omit<ExperienceRow, 'key'>, value: string) {
    setValues((previous) => ({
      ...previous,
      experience: previous.experience.map((row, at) =>
        at === index ? { ...row, [field]: value } : row,
      ),
    }));
    forget(`experience.${index}.${field}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = toRequest(values);
    const problems = validate(request);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFailure(FIX_HIGHLIGHTED);
      toast.error(FIX_HIGHLIGHTED);
      setInvalidAttempts((count) => count + 1);
      return;
    }
    save.mutate(request);
  }

  return (
    // noValidate: the browser's own bubbles would pre-empt the inline messages of the shared rules.
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={save.isPending} className="space-y-6">
        <Section id="settings-personal" title="Personal">
          <PhotoField
            image={values.image}
            userName={values.userName}
            onChange={(url) => setText('image', url)}
            problems={problemsOf(errors, 'image')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" autoComplete="name" required {...bind('name')} />
            <TextField
              label="Username"
              autoCapitalize="none"
              spellCheck={false}
              required
              hint={userNameHint(user.userNameChangesLeft)}
              {...bind('userName')}
            />
            <TextField
              label="Email"
              type="email"
              name="email"
              value={values.email}
              readOnly
              hint="Your e-mail address cannot be changed here."
            />
            <TextField
              label="Website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...bind('website')}
            />
            <TextField label="Location" autoComplete="address-level2" {...bind('location')} />
            <TextField
              label="Date of Birth"
              type="date"
              autoComplete="bday"
              max={today()}
              {...bind('dateOfBirth')}
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
            {...bind('bio')}
          />
        </Section>

        <Section id="settings-social" title="Social Links">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="GitHub"
              type="url"
              inputMode="url"
              placeholder="https://github.com/your-name"
              {...bind('github')}
            />
            <TextField
              label="LinkedIn"
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
              {...bind('linkedin')}
            />
          </div>
        </Section>

        <Section id="settings-resume" title="Resume">
          <ResumeField
            resume={values.resume}
            onChange={(url) => setText('resume', url)}
            problems={problemsOf(errors, errorKey('resume'))}
          />
        </Section>

        <Section id="settings-education" title="Education">
          <SectionProblems problems={errors.education} />
          <RowList
            rowName="Education"
            rows={values.education}
            blank={blankEducation}
            onChange={setEducation}
            renderRow={(row, index) => {
              const rowProblems = (field: string) =>
                problemsOf(errors, `education.${index}.${field}`);
              return (
                <>
                  <TextField
                    label="Institute Name"
                    value={row.instituteName}
                    problems={rowProblems('instituteName')}
                    onChange={(event) =>
                      updateEducation(index, 'instituteName', event.target.value)
                    }
                  />
                  <TextField
                    label="Field of Study"
                    value={row.fieldOfStudy}
                    problems={rowProblems('fieldOfStudy')}
                    onChange={(event) => updateEducation(index, 'fieldOfStudy', event.target.value)}
                  />
                  <SelectField
                    label="Start Year"
                    value={row.startYear}
                    problems={rowProblems('startYear')}
                    onChange={(event) => updateEducation(index, 'startYear', event.target.value)}
                  >
                    <YearOptions />
                  </SelectField>
                  <SelectField
                    label="End Year"
                    value={row.endYear}
                    problems={rowProblems('endYear')}
                    onChange={(event) => updateEducation(index, 'endYear', event.target.value)}
                  >
                    <YearOptions />
                  </SelectField>
                </>
              );
            }}
          />
        </Section>

        <Section id="settings-experience" title="Experience">
          <SectionProblems problems={errors.experience} />
          <RowList
            rowName="Experience"
            rows={values.experience}
            blank={blankExperience}
            onChange={setExperience}
            renderRow={(row, index) => {
              const rowProblems = (field: string) =>
                problemsOf(errors, `experience.${index}.${field}`);
              return (
                <>
                  <TextField
                    label="Position"
                    value={row.positionName}
                    problems={rowProblems('positionName')}
                    onChange={(event) =>
                      updateExperience(index, 'positionName', event.target.value)
                    }
                  />
                  <TextField
                    label="Company"
                    value={row.companyName}
                    problems={rowProblems('companyName')}
                    onChange={(event) => updateExperience(index, 'companyName', event.target.value)}
                  />
                  <TextField
                    label="Duration"
                    placeholder="e.g. 6 months"
                    value={row.duration}
                    problems={rowProblems('duration')}
                    onChange={(event) => updateExperience(index, 'duration', event.target.value)}
                  />
                  <TextField
                    label="Skills"
                    placeholder="React, TypeScript, CSS"
                    hint="Separate skills with commas."
                    value={row.skills}
                    problems={rowProblems('skills')}
                    onChange={(event) => updateExperience(index, 'skills', event.target.value)}
                  />
                </>
              );
            }}
          />
        </Section>
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-4">
        <div role="alert" className="grow text-sm font-medium text-red-700 empty:hidden">
          {failure}
        </div>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={save.isPending || uploading}
        >
          {save.isPending ? 'Saving...' : 'Save Changes'}
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
