// Plausible mistake: each step keeps its answers in its own state, so they are lost when the step unmounts on Back.
import { useEffect, useRef, useState } from 'react';

const STEPS = ['Account', 'Plan', 'Review'];
const PLANS = ['Free', 'Pro', 'Team'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function accountErrors({ name, email }) {
  const errors = [];
  if (name.trim() === '') errors.push('Please enter your name');
  if (!EMAIL_PATTERN.test(email.trim())) errors.push('Please enter a valid email address');
  return errors;
}

function Errors({ messages }) {
  return messages.map((message) => (
    <p key={message} className="error" role="alert">
      {message}
    </p>
  ));
}

function AccountStep({ onNext }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState([]);

  const submit = (event) => {
    event.preventDefault();
    const found = accountErrors({ name, email });
    setErrors(found);
    if (found.length === 0) onNext({ name, email });
  };

  return (
    <form noValidate onSubmit={submit}>
      <label>
        Name
        <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Email
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <Errors messages={errors} />
      <button type="submit">Next</button>
    </form>
  );
}

function PlanStep({ onNext, onBack }) {
  const [plan, setPlan] = useState('');
  const [errors, setErrors] = useState([]);

  const submit = (event) => {
    event.preventDefault();
    const found = plan ? [] : ['Please choose a plan'];
    setErrors(found);
    if (found.length === 0) onNext({ plan });
  };

  return (
    <form noValidate onSubmit={submit}>
      <fieldset>
        <legend>Choose a plan</legend>
        {PLANS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="plan"
              value={option}
              checked={plan === option}
              onChange={() => setPlan(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      <Errors messages={errors} />
      <button type="button" onClick={onBack}>
        Back
      </button>
      <button type="submit">Next</button>
    </form>
  );
}

function ReviewStep({ values, onBack, onSubmit }) {
  const submit = (event) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit}>
      <dl>
        <dt>Name</dt>
        <dd>{values.name.trim()}</dd>
        <dt>Email</dt>
        <dd>{values.email.trim()}</dd>
        <dt>Plan</dt>
        <dd>{values.plan}</dd>
      </dl>
      <button type="button" onClick={onBack}>
        Back
      </button>
      <button type="submit">Submit</button>
    </form>
  );
}

function App() {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState({ name: '', email: '', plan: '' });
  const [done, setDone] = useState(false);
  const headingRef = useRef(null);

  // Announce the new step to keyboard and screen-reader users, but not on the first render.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (done) {
    return (
      <div className="wizard">
        <p role="status">
          Thanks, {values.name.trim()}! Your {values.plan} plan is ready.
        </p>
      </div>
    );
  }

  const next = (answers) => {
    setValues((current) => ({ ...current, ...answers }));
    setStep((current) => current + 1);
  };
  const back = () => setStep((current) => current - 1);

  return (
    <div className="wizard">
      <ol aria-label="Progress">
        {STEPS.map((title, index) => (
          <li key={title} aria-current={index === step ? 'step' : undefined}>
            {title}
          </li>
        ))}
      </ol>
      <h2 tabIndex={-1} ref={headingRef}>
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </h2>
      {step === 0 && <AccountStep onNext={next} />}
      {step === 1 && <PlanStep onNext={next} onBack={back} />}
      {step === 2 && <ReviewStep values={values} onBack={back} onSubmit={() => setDone(true)} />}
    </div>
  );
}
