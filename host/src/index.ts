import { warmLocaleData } from './lib/warm-locale-data';

// Async boundary: shared singletons are negotiated before any of them is imported (RUNTIME-005).
import('./bootstrap');
// In the next task, while the bootstrap's chunks download.
setTimeout(warmLocaleData, 0);
