// Async boundary: shared singletons are negotiated before any of them is imported (RUNTIME-005).
import('./bootstrap');
