import { createContext, useContext, useState } from 'react';

const ThemeContext = createContext({ theme: 'light', toggleTheme: () => {} });

// Keep the theme in state and provide { theme, toggleTheme } to the children.
function ThemeProvider({ children }) {
  return (
    <div className="page" data-theme="light">
      {children}
    </div>
  );
}

// Read the theme from ThemeContext instead of hard-coding it.
function ThemeToggle() {
  return <button type="button">Switch to dark theme</button>;
}

function ThemeLabel() {
  return <p>Current theme: light</p>;
}

function Layout() {
  return (
    <>
      <header>
        <ThemeToggle />
      </header>
      <main>
        <section className="card">
          <h2>Profile</h2>
          <ThemeLabel />
        </section>
      </main>
    </>
  );
}

function App() {
  return (
    <ThemeProvider>
      <Layout />
    </ThemeProvider>
  );
}
