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
  // Keep the open item in state, wire up the buttons and panels, and handle the arrow keys.
  return (
    <div className="accordion">
      {items.map((item) => (
        <div key={item.id}>
          <h3>{item.question}</h3>
          <div>{item.answer}</div>
        </div>
      ))}
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
