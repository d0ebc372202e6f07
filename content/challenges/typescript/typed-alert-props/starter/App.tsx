import { useState } from 'react';

// Describe the variants and the props, then use them in Alert.
export type AlertVariant = string;
export type AlertProps = any;

export function Alert(props: AlertProps) {
  return (
    <div>
      <strong>{props.title}</strong>
      <div>{props.children}</div>
    </div>
  );
}

export default function App() {
  return (
    <main>
      <Alert variant="success" title="Profile saved">
        Your changes are live.
      </Alert>
    </main>
  );
}
