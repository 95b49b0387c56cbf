import { pdfjs } from 'react-pdf';

// The pdf.js worker is bundled and served by the site itself (never a CDN): the bundler emits the
// file referenced by this URL next to the other static assets.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
