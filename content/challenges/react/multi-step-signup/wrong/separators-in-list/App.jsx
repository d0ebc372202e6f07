// Plausible mistake: a "›" separator between the steps is rendered as a <span> straight inside the <ol>, where only <li> items belong.
import { Fragment, useEffect, useRef, useState } from 'react';

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

function AccountStep({ values, onChange, onNext }) {
  const [errors, setErrors] = useState([]);

  const submit = (event) => {
    event.preventDefault();
    const found = accountErrors(values);
    setErrors(found);
    if (found.length === 0) onNext();
  };

  return (
    <form noValidate onSubmit={submit}>
      <label>
        Name
        <input type="text" value={values.name} onChange={(e) => onChange('name', e.target.value)} />
      </label>
      <label>
        Email
        <input
          type="email"
          value={values.email}
          onChange={(e) => onChange('email', e.target.value)}
        />
      </label>
      <Errors messages={errors} />
      <button type="submit">Next</button>
    </form>
  );
}

function PlanStep({ values, onChange, onNext, onBack }) {
  const [errors, setErrors] = useState([]);

  const submit = (event) => {
    event.preventDefault();
    const found = values.plan ? [] : ['Please choose a plan'];
    setErrors(found);
    if (found.length === 0) onNext();
  };

  return (
    <form noValidate onSubmit={submit}>
      <fieldset>
        <legend>Choose a plan</legend>
        {PLANS.map((plan) => (
          <label key={plan}>
            <input
              type="radio"
              name="plan"
              value={plan}
              checked={values.plan === plan}
              onChange={() => onChange('plan', plan)}
            />
            {plan}
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

  const update = (field, value) => setValues((current) => ({ ...current, [field]: value }));

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

  const next = () => setStep((current) => current + 1);
  const back = () => setStep((current) => current - 1);

  return (
    <div className="wizard">
      <ol aria-label="Progress">
        {STEPS.map((title, index) => (
          <Fragment key={title}>
            {index > 0 && <span className="separator">›</span>}
            <li aria-current={index === step ? 'step' : undefined}>{title}</li>
          </Fragment>
        ))}
      </ol>
      <h2 tabIndex={-1} ref={headingRef}>
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </h2>
      {step === 0 && <AccountStep values={values} onChange={update} onNext={next} />}
      {step === 1 && <PlanStep values={values} onChange={update} onNext={next} onBack={back} />}
      {step === 2 && <ReviewStep values={values} onBack={back} onSubmit={() => setDone(true)} />}
    </div>
  );
}
