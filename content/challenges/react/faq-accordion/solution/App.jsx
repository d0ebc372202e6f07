import { useRef, useState } from 'react';

const FAQS = [
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer: (
      <p>
        Yes, within 14 days of enrolling. See the <a href="#refund-policy">refund policy</a>.
      </p>
    ),
  },
  {
    id: 'certificate',
    question: 'Do I get a certificate?',
    answer: <p>Yes. Finish every module and the final project to receive one.</p>,
  },
  {
    id: 'pace',
    question: 'Can I learn at my own pace?',
    answer: <p>Yes. The lessons stay open, and the deadlines are only suggestions.</p>,
  },
  {
    id: 'mentor',
    question: 'How do I reach my mentor?',
    answer: <p>Send a message from your dashboard. Mentors answer within one working day.</p>,
  },
];

function Accordion({ items }) {
  const [openId, setOpenId] = useState(null);
  const buttons = useRef([]);

  const toggle = (id) => setOpenId((current) => (current === id ? null : id));

  const handleKeyDown = (event, index) => {
    const last = items.length - 1;
    const targets = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    buttons.current[targets[event.key]].focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const isOpen = item.id === openId;
        return (
          <div key={item.id}>
            <h3>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={`question-${item.id}`}
                aria-expanded={isOpen}
                aria-controls={`answer-${item.id}`}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                {item.question}
              </button>
            </h3>
            <div
              role="region"
              id={`answer-${item.id}`}
              aria-labelledby={`question-${item.id}`}
              hidden={!isOpen}
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function App() {
  return (
    <section className="faq">
      <h2>Frequently asked questions</h2>
      <Accordion items={FAQS} />
    </section>
  );
}
