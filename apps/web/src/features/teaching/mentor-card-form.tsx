import { mentorCardInputSchema, type MentorCard, type User } from '@launchpad/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import {
  CheckboxField,
  FormAlert,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm, type FormSchema } from '../../lib/use-schema-form.ts';
import { Link } from '../../router/index.ts';
import { myMentorCardQuery, saveMentorCard } from './api/teaching.ts';
import { ReadProblem } from './teaching-shell.tsx';

/** The longest line about a mentor the contract takes (mentorCardInputSchema's `about`). */
const ABOUT_MAX = 200;

interface CardValues {
  name: string;
  role: string;
  yearsOfExperience: string;
  about: string;
  linkedin: string;
  published: boolean;
}

type CardOutput = Parameters<typeof saveMentorCard>[0];

/**
 * The contract's check, except that an empty 'Years of experience' is refused: z.coerce would
 * read '' as 0 years and save a number nobody wrote.
 */
const cardFormSchema: FormSchema<CardOutput> = {
  safeParse: (input) => {
    const values = input as CardValues;
    return mentorCardInputSchema.safeParse({
      ...values,
      yearsOfExperience: values.yearsOfExperience.trim() || undefined,
    });
  },
};

/** The form's values: the saved card's, or a blank card with the account's name. */
function valuesOf(card: MentorCard | null, user: User): CardValues {
  if (!card) {
    return {
      name: user.name,
      role: '',
      yearsOfExperience: '',
      about: '',
      linkedin: '',
      published: false,
    };
  }
  return {
    name: card.name,
    role: card.role,
    yearsOfExperience: String(card.yearsOfExperience),
    about: card.about,
    linkedin: card.linkedin ?? '',
    published: card.published,
  };
}

const settingsLink = (
  <Link to={paths.settings} className="font-semibold text-indigo-700 underline">
    Settings
  </Link>
);

/** The photo the card shows: the account's profile photo, which is changed in Settings. */
function CardPhoto({ user }: { user: User }) {
  if (!user.image) {
    return (
      <p className="text-sm text-slate-700">
        Add a profile photo in {settingsLink} to show it on your card.
      </p>
    );
  }
  return (
    <div className="flex items-center gap-4">
      <Avatar image={user.image} userName={user.userName} size="lg" alt="Your profile photo" />
      <p className="text-sm text-slate-700">
        Your card shows your profile photo. Change it in {settingsLink}.
      </p>
    </div>
  );
}

function MentorCardForm({ card, user }: { card: MentorCard | null; user: User }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: cardFormSchema,
    initialValues: valuesOf(card, user),
    submit: (body) => saveMentorCard(body),
    onSuccess: async (saved, helpers) => {
      toast.success(saved.published ? 'Card saved and published' : 'Card saved');
      // What the server kept (trimmed), so the form shows the card as it is now.
      helpers.reset(valuesOf(saved, user));
      await invalidateAfter(queryClient, 'saveMentorCard');
    },
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      aria-labelledby="mentor-card-title"
      noValidate
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <CardPhoto user={user} />
      </div>
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <TextField
        label="Role"
        placeholder="Senior frontend engineer at Acme"
        hint="What you do and where."
        required
        {...form.field('role')}
      />
      <TextField
        label="Years of experience"
        type="number"
        min={0}
        max={60}
        inputMode="numeric"
        required
        {...form.field('yearsOfExperience')}
      />
      <TextField
        label="LinkedIn"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
        hint="Optional."
        {...form.field('linkedin')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label="A line about you"
          rows={3}
          maxLength={ABOUT_MAX}
          required
          hint={`${form.values.about.length}/${ABOUT_MAX} characters`}
          {...form.field('about')}
        />
      </div>
      <div className="sm:col-span-2">
        <CheckboxField
          label="Show my card on the program page"
          name="published"
          checked={form.values.published}
          onChange={(event) => form.setValue('published', event.target.checked)}
          problems={form.problemsOf('published')}
          hint="Anyone can see it there, and search engines read you as one of the course's instructors."
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save card'}
        </button>
      </div>
      <FormAlert message={form.alert} className="sm:col-span-2" />
    </form>
  );
}

/**
 * Issue #32: the card a mentor (or a team member who teaches) may publish on the program page's
 * 'Meet your mentors': a real person, shown only once they choose to.
 */
export function MentorCardSection() {
  const card = useQuery(myMentorCardQuery);
  const { user } = useSession();
  return (
    <section aria-labelledby="mentor-card-title" className="mt-10">
      <h2 id="mentor-card-title" className="text-xl font-bold text-slate-900">
        Your public card
      </h2>
      <p className="mt-2 text-slate-700">
        Published, it shows on the program page under &lsquo;Meet your mentors&rsquo;.
      </p>
      {card.data && user ? (
        <MentorCardForm card={card.data.card} user={user} />
      ) : (
        <ReadProblem query={card} what="Your card" />
      )}
    </section>
  );
}
