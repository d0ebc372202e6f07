import {
  editProfileRequestSchema,
  messages,
  YEAR_MAX,
  YEAR_MIN,
  type EditProfileRequest,
  type User,
} from '@launchpad/contract';

/** Product rules §5 and §9: start and end years are chosen from 1980 to 2030 (51 options). */
export const YEARS: readonly number[] = Array.from(
  { length: YEAR_MAX - YEAR_MIN + 1 },
  (_, index) => YEAR_MIN + index,
);

let nextRowKey = 0;
/** Keeps React's row identity stable when a row above is removed. */
const rowKey = () => `row-${(nextRowKey += 1)}`;

export interface EducationRow {
  key: string;
  instituteName: string;
  fieldOfStudy: string;
  /** '' or a year, as the <select> holds it. */
  startYear: string;
  endYear: string;
}

export interface ExperienceRow {
  key: string;
  positionName: string;
  companyName: string;
  duration: string;
  /** Comma-separated, as typed. */
  skills: string;
}

export interface FormValues {
  name: string;
  userName: string;
  email: string;
  website: string;
  image: string;
  bio: string;
  location: string;
  dateOfBirth: string;
  /** Nested as the request has it, so a server error's path ('socialLinks.github') is the field's. */
  socialLinks: { github: string; linkedin: string; resume: string };
  education: EducationRow[];
  experience: ExperienceRow[];
  /** 'Show my profile publicly' (/u/{userName}). */
  publicProfile: boolean;
}

export const blankEducation = (): EducationRow => ({
  key: rowKey(),
  instituteName: '',
  fieldOfStudy: '',
  startYear: '',
  endYear: '',
});

export const blankExperience = (): ExperienceRow => ({
  key: rowKey(),
  positionName: '',
  companyName: '',
  duration: '',
  skills: '',
});

const yearText = (year: number | null) => (year === null ? '' : String(year));

/** The form as the saved user fills it; each list shows at least one (blank) row (product rules §5). */
export function toFormValues(user: User): FormValues {
  const education = user.education.map((row) => ({
    key: rowKey(),
    instituteName: row.instituteName,
    fieldOfStudy: row.fieldOfStudy,
    startYear: yearText(row.startYear),
    endYear: yearText(row.endYear),
  }));
  const experience = user.experience.map((row) => ({
    key: rowKey(),
    positionName: row.positionName,
    companyName: row.companyName,
    duration: row.duration,
    skills: row.skills.join(', '),
  }));
  return {
    name: user.name,
    userName: user.userName,
    email: user.email,
    website: user.website ?? '',
    image: user.image ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    socialLinks: {
      github: user.socialLinks.github ?? '',
      linkedin: user.socialLinks.linkedin ?? '',
      resume: user.socialLinks.resume ?? '',
    },
    education: education.length > 0 ? education : [blankEducation()],
    experience: experience.length > 0 ? experience : [blankExperience()],
    publicProfile: user.publicProfile,
  };
}

/** Product rules §5: skills are entered comma-separated, trimmed, with empty entries dropped. */
export function splitSkills(skills: string): string[] {
  return skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

const yearValue = (year: string) => (year === '' ? null : Number(year));

/**
 * The spec's editprofile body. Rows keep their places, blank ones included (the server drops
 * those), so the field errors it answers with, such as 'education.1.endYear', point at the row
 * on screen.
 */
export function toRequest(values: FormValues): EditProfileRequest {
  return {
    name: values.name,
    userName: values.userName,
    email: values.email,
    website: values.website,
    image: values.image,
    bio: values.bio,
    location: values.location,
    dateOfBirth: values.dateOfBirth,
    socialLinks: { ...values.socialLinks },
    education: values.education.map((row) => ({
      instituteName: row.instituteName,
      fieldOfStudy: row.fieldOfStudy,
      startYear: yearValue(row.startYear),
      endYear: yearValue(row.endYear),
    })),
    experience: values.experience.map((row) => ({
      positionName: row.positionName,
      companyName: row.companyName,
      duration: row.duration,
      skills: splitSkills(row.skills),
      type: 'job',
    })),
    publicProfile: values.publicProfile,
  };
}

/**
 * The server's own rules, checked before sending on the request the form would send, so each
 * problem's path ('education.1.endYear') is the path of the value it is about. What is sent is
 * that request as it is: the server drops blank rows itself, and its errors must point at the rows
 * on screen.
 */
export const profileFormSchema = {
  safeParse(input: unknown) {
    const request = toRequest(input as FormValues);
    const result = editProfileRequestSchema.safeParse(request);
    return result.success
      ? { success: true as const, data: request }
      : { success: false as const, error: result.error };
  },
};

/**
 * Our hint counts the changes down; the spec's fixed text is the wording for four. Once none is
 * left it says so, in the words the server refuses a fifth change with.
 */
export function userNameHint(changesLeft: number): string {
  if (changesLeft <= 0) return messages.userNameChangeLimit;
  const times = changesLeft === 1 ? 'time' : 'times';
  return `You can change your username ${changesLeft} more ${times}.`;
}
