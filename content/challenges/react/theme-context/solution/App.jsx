import { createContext, useCallback, useContext, useMemo, useState } from 'react';

const ThemeContext = createContext({ theme: 'light', toggleTheme: () => {} });

function ThemeProvider({ children }) {
  const [theme, setTheme] = useState('light');
  const toggleTheme = useCallback(
    () => setTheme((current) => (current === 'light' ? 'dark' : 'light')),
    [],
  );
  // A new object only when the theme changes, so consumers re-render only then.
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);

  return (
    <ThemeContext.Provider value={value}>
      <div className="page" data-theme={theme}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

function ThemeToggle() {
  const { theme, toggleTheme } = useContext(ThemeContext);
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <button type="button" onClick={toggleTheme}>
      Switch to {next} theme
    </button>
  );
}

function ThemeLabel() {
  const { theme } = useContext(ThemeContext);
  return <p>Current theme: {theme}</p>;
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
