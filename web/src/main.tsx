import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bootstrap } from './bootstrap';
import { loadCopy } from './copy-loader';
import { installCopy } from './kit/copy';
import './styles/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
installCopy(await loadCopy());

createRoot(container).render(
  <StrictMode>
    <App {...bootstrap()} />
  </StrictMode>,
);
