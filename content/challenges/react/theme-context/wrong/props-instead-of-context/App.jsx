// Plausible mistake: drills the theme down as props, so ThemeToggle and ThemeLabel ignore ThemeContext.
import { createContext, useState } from 'react';

const ThemeContext = createContext({ theme: 'light', toggleTheme: () => {} });

function ThemeToggle({ theme = 'light', onToggle }) {
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <button type="button" onClick={onToggle}>
      Switch to {next} theme
    </button>
  );
}

function ThemeLabel({ theme = 'light' }) {
  return <p>Current theme: {theme}</p>;
}

function Layout({ theme, onToggle }) {
  return (
    <>
      <header>
        <ThemeToggle theme={theme} onToggle={onToggle} />
      </header>
      <main>
        <section className="card">
          <h2>Profile</h2>
          <ThemeLabel theme={theme} />
        </section>
      </main>
    </>
  );
}

function App() {
  const [theme, setTheme] = useState('light');
  return (
    <div className="page" data-theme={theme}>
      <Layout theme={theme} onToggle={() => setTheme(theme === 'light' ? 'dark' : 'light')} />
    </div>
  );
}
