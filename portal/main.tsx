import '@fontsource-variable/inter';
import './theme/documentTheme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './config';
import { savedLocale } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/loadMessages';
import { defaultStore } from './session/StoreContext';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

// The first locale's messages load before the first render, so the page never shows a flash of
// fallback text.
const locale = savedLocale(defaultStore(), import.meta.env.DEV);
void loadMessages(locale).then((messages) => {
  createRoot(container).render(
    <StrictMode>
      <App initialLocale={locale} initialMessages={messages} />
    </StrictMode>,
  );
});
