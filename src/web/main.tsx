import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../domain/shared/zod-locale';
import { App } from './app/app';
import './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
